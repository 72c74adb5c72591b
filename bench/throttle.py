"""A throttled link on loopback: a TCP relay in front of a local server, shared by every connection.

The browser connects to the relay's port instead of the server's. Every byte from the server to
the browser passes ONE token bucket (the link's download rate) shared by all connections, every
byte the other way another one (its upload rate), so a page and its workers (a SharedWorker
fetching Python's runtime) compete for the same link, as on a phone. Each chunk is then delayed
by half the round-trip time in a delay line: a chunk leaves when its time comes while the next
ones are already being read, so latency does not cut throughput. A new connection also waits
``handshake_rtts`` round trips before its first byte reaches the server (TCP's handshake and
TLS 1.3's: the relay speaks plain HTTP, a phone would not). No HTTP is parsed.

The relay counts the bytes it delivered towards the browser (HTTP headers and the compressed
bodies: the bytes on the wire), with the time of each delivery (``bytes_at``). It runs its own
asyncio loop in a thread, listens on 127.0.0.1 only, and stops at the end of its ``with``.

>>> import socket, threading
>>> server = socket.create_server(("127.0.0.1", 0))
>>> def answer() -> None:
...     conn, _ = server.accept()
...     with conn:
...         conn.recv(100)
...         conn.sendall(bytes(range(256)) * 400)  # 102,400 bytes
>>> threading.Thread(target=answer).start()
>>> with Relay(server.getsockname()[1], Link(down_bps=8e6, up_bps=8e6, rtt_s=0.02)) as relay:
...     with socket.create_connection(("127.0.0.1", relay.port)) as browser:
...         browser.sendall(b"GET / HTTP/1.0\\r\\n\\r\\n")
...         got = b"".join(iter(lambda: browser.recv(65536), b""))
...     print(len(got), got == bytes(range(256)) * 400, relay.bytes_down, relay.bytes_up)
102400 True 102400 18
>>> server.close()
"""

from __future__ import annotations

import asyncio
import bisect
import contextlib
import math
import threading
import time
from dataclasses import dataclass
from types import TracebackType

CHUNK = 4096  # bytes read at a time: the link interleaves connections at this grain
BURST_S = 0.005  # the bucket's depth, in seconds of the link's rate (at least one chunk)
START_TIMEOUT_S = 30.0  # only bounds a failure: the relay listens as soon as its loop runs
STOP_TIMEOUT_S = 30.0


@dataclass(frozen=True)
class Link:
    """A link's rates (bits per second, each way) and round-trip time (seconds)."""

    down_bps: float
    up_bps: float
    rtt_s: float
    handshake_rtts: int = 2  # round trips before a new connection's first byte: TCP, TLS 1.3

    def describe(self) -> str:
        """``1.6 Mbit/s down, 0.75 up, 150 ms RTT`` (or ``unthrottled``).

        >>> Link(down_bps=9e6, up_bps=9e6, rtt_s=0.06).describe()
        '9 Mbit/s down, 9 up, 60 ms RTT'
        """
        if math.isinf(self.down_bps) and self.rtt_s == 0:
            return "unthrottled"
        rates = f"{self.down_bps / 1e6:g} Mbit/s down, {self.up_bps / 1e6:g} up"
        return f"{rates}, {self.rtt_s * 1000:.0f} ms RTT"


UNTHROTTLED = Link(down_bps=math.inf, up_bps=math.inf, rtt_s=0.0, handshake_rtts=0)


class _Bucket:
    """A token bucket as a schedule: when the chunk being sent has gone through the link."""

    def __init__(self) -> None:
        self.free_at = 0.0  # when the link has sent everything taken so far (loop time)

    def take(self, now: float, size: int, bps: float) -> float:
        """Take ``size`` bytes' worth of tokens; the time their last byte has crossed the link."""
        if math.isinf(bps):
            return now
        rate = bps / 8  # bytes per second
        depth = max(CHUNK, rate * BURST_S)
        # an idle link keeps at most ``depth`` of tokens; a late wake-up loses none
        start = max(self.free_at, now - depth / rate)
        self.free_at = start + size / rate
        return self.free_at


class Relay:
    """A throttled TCP relay on 127.0.0.1 in front of ``127.0.0.1:upstream_port``.

    ``link`` may be changed while it runs (chunks already taken keep their times).
    """

    def __init__(self, upstream_port: int, link: Link, scheme: str = "http") -> None:
        self.upstream_port = upstream_port
        self.link = link
        self.scheme = scheme  # what the server behind speaks ("https": the relay passes TLS through)
        self.port = 0
        self.bytes_down = 0  # delivered towards the browser
        self.bytes_up = 0  # delivered towards the server
        self.connections = 0
        self._timeline: list[tuple[float, int]] = []  # (wall-clock time, bytes_down after it)
        self._down = _Bucket()
        self._up = _Bucket()
        self._loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self._loop.run_forever, name="throttle-relay", daemon=True)
        self._server: asyncio.Server | None = None
        self._tasks: set[asyncio.Task[None]] = set()

    @property
    def url(self) -> str:
        return f"{self.scheme}://127.0.0.1:{self.port}/"

    def bytes_at(self, wall_time: float) -> int:
        """The bytes delivered towards the browser up to ``wall_time`` (``time.time()``'s clock)."""
        timeline = self._timeline[:]  # appended by the relay's thread
        i = bisect.bisect_right(timeline, (wall_time, math.inf))
        return timeline[i - 1][1] if i else 0

    # ------------------------------------------------------------ start and stop

    def __enter__(self) -> Relay:
        self._thread.start()
        started = asyncio.run_coroutine_threadsafe(self._start(), self._loop)
        try:
            started.result(timeout=START_TIMEOUT_S)
        except BaseException:
            self._shut()
            raise
        return self

    def __exit__(self, kind: type[BaseException] | None, value: BaseException | None,
                 tb: TracebackType | None) -> None:
        self._shut()

    async def _start(self) -> None:
        self._server = await asyncio.start_server(self._serve, "127.0.0.1", 0)
        self.port = int(self._server.sockets[0].getsockname()[1])

    async def _stop(self) -> None:
        if self._server is not None:
            self._server.close()
        for task in list(self._tasks):
            task.cancel()
        await asyncio.gather(*self._tasks, return_exceptions=True)

    def _shut(self) -> None:
        if self._loop.is_running():
            stopped = asyncio.run_coroutine_threadsafe(self._stop(), self._loop)
            with contextlib.suppress(Exception):
                stopped.result(timeout=STOP_TIMEOUT_S)
            self._loop.call_soon_threadsafe(self._loop.stop)
        self._thread.join(timeout=STOP_TIMEOUT_S)
        if not self._thread.is_alive():
            self._loop.close()

    # ------------------------------------------------------------ one connection

    async def _serve(self, browser_r: asyncio.StreamReader, browser_w: asyncio.StreamWriter) -> None:
        task = asyncio.current_task()
        assert task is not None
        self._tasks.add(task)
        self.connections += 1
        loop = asyncio.get_running_loop()
        opened = loop.time()
        try:
            server_r, server_w = await asyncio.open_connection("127.0.0.1", self.upstream_port)
        except OSError:
            browser_w.close()
            self._tasks.discard(task)
            return
        try:
            link = self.link
            not_before = opened + link.handshake_rtts * link.rtt_s
            await asyncio.gather(
                self._pipe(browser_r, server_w, up=True, not_before=not_before),
                self._pipe(server_r, browser_w, up=False, not_before=0.0),
            )
        except asyncio.CancelledError:
            pass  # the relay stops: its connections end with it
        finally:
            for w in (server_w, browser_w):
                w.close()
            self._tasks.discard(task)

    async def _pipe(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter, *, up: bool,
                    not_before: float) -> None:
        """One direction: read, take tokens, wait the chunk's time on the link, into the delay line.

        The reader waits for each chunk's time on the link, so the line holds about a one-way
        delay's worth of bytes (more only while the far end does not read).
        """
        loop = asyncio.get_running_loop()
        line: asyncio.Queue[tuple[float, bytes]] = asyncio.Queue()
        deliver = asyncio.create_task(self._deliver(line, writer, up=up))
        bucket = self._up if up else self._down
        try:
            while not deliver.done():  # ends at the end of the stream, or when a side goes away
                try:
                    chunk = await reader.read(CHUNK)
                except OSError:
                    chunk = b""
                link = self.link
                now = loop.time()
                sent = bucket.take(now, len(chunk), link.up_bps if up else link.down_bps)
                if sent > now:
                    await asyncio.sleep(sent - now)
                # (a chunk let through by the bucket's depth leaves now, not at its virtual time)
                line.put_nowait((max(sent, now, not_before) + link.rtt_s / 2, chunk))
                if not chunk:
                    await deliver
                    break
        finally:
            deliver.cancel()

    async def _deliver(self, line: asyncio.Queue[tuple[float, bytes]], writer: asyncio.StreamWriter, *,
                       up: bool) -> None:
        """The delay line's far end: each chunk is written when its time has come."""
        loop = asyncio.get_running_loop()
        while True:  # ends with the empty chunk that marks the end of the stream
            due, chunk = await line.get()
            wait = due - loop.time()
            if wait > 0:
                await asyncio.sleep(wait)
            if not chunk:
                if writer.can_write_eof():
                    with contextlib.suppress(OSError):
                        writer.write_eof()
                return
            try:
                writer.write(chunk)
                if up:
                    self.bytes_up += len(chunk)
                else:
                    self.bytes_down += len(chunk)
                    self._timeline.append((time.time(), self.bytes_down))
                await writer.drain()
            except OSError:  # the far end went away
                return
