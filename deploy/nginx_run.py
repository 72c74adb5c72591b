"""The deploy recipe (deploy/site.conf.in) filled in, and nginx run with it for tests and benches.

    .venv/bin/python deploy/nginx_run.py render --root /srv/dominorules/site --port 80
        prints the server block for /etc/nginx/sites-available/ (see site.conf.in)
    .venv/bin/python deploy/nginx_run.py serve --root site --port 8080
        runs Debian's nginx in the foreground with it, as the tests do (Ctrl-C stops)

``running(site)`` starts nginx as a non-daemon child with everything of its own (prefix,
pid file, error log, temporary folders) in a temporary folder, on a free port of
127.0.0.1, and stops it at the end. A bad argument: one line and exit status 2.
"""

from __future__ import annotations

import argparse
import base64
import contextlib
import hashlib
import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path
from types import FrameType
from typing import NoReturn

import tidy  # the hook module (hooks/tidy.py): the page policy

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
TEMPLATE = HERE / "site.conf.in"
NGINX = "/usr/sbin/nginx"
BROTLI_MODULE = Path("/usr/lib/nginx/modules/ngx_http_brotli_static_module.so")
MIME_TYPES = Path("/etc/nginx/mime.types")
START_TIMEOUT_S = 60  # only bounds a failure: a start is seen as soon as the port answers


class NginxError(RuntimeError):
    pass


def policy() -> str:
    """The site's Content-Security-Policy, as the pages' <meta> carries it (hooks/tidy.py)."""
    return str(tidy.CSP)


def render(root: Path, port: int) -> str:
    """The server block for the site in ``root`` on ``port``."""
    if not 0 < port < 65536:
        raise NginxError(f"not a port: {port}")
    text = TEMPLATE.read_text(encoding="utf-8")
    for name, value in (("@ROOT@", str(root.resolve())), ("@PORT@", str(port)), ("@CSP@", policy())):
        if any(c in value for c in '";\n') and name != "@CSP@":
            what = name.strip("@").lower()
            raise NginxError(f"{what} must not hold quotes, semicolons or newlines: {value!r}")
        text = text.replace(name, value)
    return text


def main_config(prefix: Path, site_conf: Path) -> str:
    """A whole nginx.conf around the server block, with every path inside ``prefix``."""
    user = "user root root;\n" if os.geteuid() == 0 else ""  # workers must read the site's temp folder
    temp = "\n".join(f"    {name}_temp_path {prefix / name};" for name in
                     ("client_body", "proxy", "fastcgi", "uwsgi", "scgi"))
    return f"""{user}load_module {BROTLI_MODULE};
worker_processes 1;
pid {prefix / 'nginx.pid'};
error_log {prefix / 'error.log'} warn;
events {{ worker_connections 256; }}
http {{
    include {MIME_TYPES};
    default_type application/octet-stream;
    access_log off;
    sendfile on;
{temp}
    include {site_conf};
}}
"""


def check_installed() -> None:
    missing = [str(p) for p in (Path(NGINX), BROTLI_MODULE, MIME_TYPES) if not p.exists()]
    if missing:
        raise NginxError(f"{missing[0]} is missing: run `make nginx` "
                         "(apt-get install nginx libnginx-mod-http-brotli-static)")


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def self_signed(prefix: Path) -> tuple[Path, Path]:
    """A certificate for 127.0.0.1 that only the bench's browser accepts (it ignores certificate
    errors), made with openssl in ``prefix``: its certificate and key."""
    cert, key = prefix / "cert.pem", prefix / "key.pem"
    command = ["openssl", "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1",
               "-nodes", "-days", "2", "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1",
               "-keyout", str(key), "-out", str(cert)]
    proc = subprocess.run(command, capture_output=True, text=True, check=False)
    if proc.returncode != 0:
        raise NginxError(f"openssl could not make a certificate: {proc.stderr.strip()[-200:]}")
    return cert, key


def spki_sha256(cert: Path) -> str:
    """The certificate's public key as Chromium's ``--ignore-certificate-errors-spki-list`` names
    it (base64 of the SHA-256 of its SubjectPublicKeyInfo): a browser given it trusts the
    certificate like a real one (its responses are cached as any other, unlike with
    ``--ignore-certificate-errors``)."""
    key = subprocess.run(["openssl", "x509", "-in", str(cert), "-pubkey", "-noout"],
                         capture_output=True, check=True).stdout
    der = subprocess.run(["openssl", "pkey", "-pubin", "-outform", "der"], input=key,
                         capture_output=True, check=True).stdout
    return base64.b64encode(hashlib.sha256(der).digest()).decode("ascii")


@contextlib.contextmanager
def running(site: Path, port: int | None = None, tls: bool | tuple[Path, Path] = False) -> Iterator[str]:
    """nginx serving ``site`` with the recipe on 127.0.0.1; yields the base URL (ending in /).
    With ``tls``, over HTTPS and HTTP/2 as a host would serve it: with a certificate made for it
    (``True``), or the given certificate and key."""
    check_installed()
    if not (site / "index.html").is_file():
        raise NginxError(f"{site} holds no built site (no index.html)")
    port = port or free_port()
    prefix = Path(tempfile.mkdtemp(prefix="dominorules-nginx-"))
    try:
        listen = f"listen 127.0.0.1:{port};"
        if tls is not False:
            cert, key = self_signed(prefix) if tls is True else tls
            listen = (f"listen 127.0.0.1:{port} ssl http2;\n    ssl_certificate {cert};\n"
                      f"    ssl_certificate_key {key};\n    ssl_protocols TLSv1.3;")
        server = render(site, port).replace(f"listen {port};", listen)
        server = server.replace(f"    listen [::]:{port};\n", "")
        (prefix / "site.conf").write_text(server, encoding="utf-8")
        conf = main_config(prefix, prefix / "site.conf")
        (prefix / "nginx.conf").write_text(conf, encoding="utf-8")
        proc = subprocess.Popen(
            [NGINX, "-p", str(prefix), "-c", str(prefix / "nginx.conf"), "-e", str(prefix / "error.log"),
             "-g", "daemon off;"],
            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
        )
        try:
            _wait_listening(proc, port, prefix)
            yield f"{'https' if tls is not False else 'http'}://127.0.0.1:{port}/"
        finally:
            proc.send_signal(signal.SIGTERM)
            try:
                proc.wait(timeout=30)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()
    finally:
        shutil.rmtree(prefix, ignore_errors=True)


def _wait_listening(proc: subprocess.Popen[str], port: int, prefix: Path) -> None:
    deadline = time.monotonic() + START_TIMEOUT_S
    while True:
        if proc.poll() is not None:
            errors = prefix / "error.log"
            log = errors.read_text(errors="replace") if errors.exists() else ""
            said = ((proc.stderr.read() if proc.stderr else "") + log).strip()
            raise NginxError(f"nginx stopped (status {proc.returncode}): {said}")
        with socket.socket() as s:
            if s.connect_ex(("127.0.0.1", port)) == 0:
                return
        if time.monotonic() > deadline:
            raise NginxError(f"nginx did not listen on port {port} within {START_TIMEOUT_S} s")
        time.sleep(0.05)


def _stop(signum: int, frame: FrameType | None) -> NoReturn:
    raise KeyboardInterrupt


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = ap.add_subparsers(dest="command", required=True)
    for name in ("render", "serve"):
        p = sub.add_parser(name)
        p.add_argument("--root", type=Path, default=ROOT / "site")
        p.add_argument("--port", type=int, default=8080)
    args = ap.parse_args(argv)
    try:
        if args.command == "render":
            sys.stdout.write(render(args.root, args.port))
            return 0
        signal.signal(signal.SIGTERM, _stop)  # stopped like Ctrl-C: nginx and its folder go too
        with running(args.root, args.port) as base:
            print(f"nginx serves {args.root} at {base} (Ctrl-C stops)", flush=True)
            with contextlib.suppress(KeyboardInterrupt):
                while True:
                    time.sleep(3600)
    except NginxError as exc:
        print(f"nginx_run: {exc}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
