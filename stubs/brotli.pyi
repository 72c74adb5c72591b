# The part of Brotli's Python binding (PyPI "brotli", pinned in requirements-dev.txt) that this
# repository uses; the package ships no type hints and typeshed has no stubs for it.
MODE_GENERIC: int
MODE_TEXT: int
MODE_FONT: int

def compress(string: bytes, mode: int = ..., quality: int = ..., lgwin: int = ..., lgblock: int = ...) -> bytes: ...
def decompress(string: bytes) -> bytes: ...

class error(Exception): ...
