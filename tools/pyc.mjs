// Python source compiled the way the site sends it, shared by tools/stdlib.mjs (the standard
// library) and tools/engine_pyc.mjs (the engine): Python code to run inside the pinned Pyodide,
// so that every .pyc is made by the very Python 3.14 that loads it.
//
// `pyc(text, member)` gives the bytes of a sourceless .pyc: compiled as `python -OO` would
// (`optimize=2`: no docstrings, no asserts), with a location table that keeps only each
// function's first line and no columns (lines_only): Python 3.14's full table is a third of a
// .pyc and only tracebacks read it; theirs then name the function's first line. A timestamp
// .pyc with no source beside it: zipimport and the file finder take it as it is.
export const PYC = String.raw`
import importlib.util as _importlib_util, marshal as _marshal


def lines_only(code):
    """The code with a location table that gives each instruction its function's first line and
    no columns: 2 bytes for every 8 instructions."""
    consts = tuple(lines_only(c) if isinstance(c, type(code)) else c for c in code.co_consts)
    table = bytearray()
    units = len(code.co_code) // 2
    while units > 0:
        n = min(units, 8)
        table += bytes((0x80 | (13 << 3) | (n - 1), 0))  # n units, "no column" entry, line delta 0
        units -= n
    return code.replace(co_linetable=bytes(table), co_consts=consts)


def pyc(text, member):
    code = lines_only(compile(text, member, "exec", dont_inherit=True, optimize=2))
    return (_importlib_util.MAGIC_NUMBER + bytes(4) + bytes(4) + len(text).to_bytes(4, "little")
            + _marshal.dumps(code))
`;
