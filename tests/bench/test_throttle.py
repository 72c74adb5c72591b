"""The throttled relay of the phone bench (bench/throttle.py): every byte arrives, in order, and
never faster than the link allows, with one bucket for all connections and the round trips it
says. Only lower bounds on durations: a faster machine cannot break them, a slower one only
makes the transfers longer."""

from __future__ import annotations

import doctest
import hashlib
import socket
import socketserver
import threading
import time
from collections.abc import Iterator

import pytest
from _sitekit import bench_module

SOCKET_TIMEOUT_S = 120  # only bounds a failure

throttle = bench_module("throttle")
PAYLOAD = bytes((i * 7 + i // 251) % 256 for i in range(250_000))  # no period a shift would hide


class _Handler(socketserver.BaseRequestHandler):
    """Reads one line (the request), answers with PAYLOAD[:n] for the n asked, then closes."""

    def handle(self) -> None:
        asked = b""
        while not asked.endswith(b"\n"):
            part = self.request.recv(100)
            if not part:
                return
            asked += part
        self.request.sendall(PAYLOAD[: int(asked)])


@pytest.fixture
def upstream() -> Iterator[int]:
    server = socketserver.ThreadingTCPServer(("127.0.0.1", 0), _Handler)
    server.daemon_threads = True
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        yield int(server.server_address[1])
    finally:
        server.shutdown()
        server.server_close()


def fetch(port: int, size: int) -> tuple[bytes, float, float]:
    """Ask for ``size`` bytes through the relay: the bytes, the seconds to the first and to the last."""
    start = time.monotonic()
    with socket.create_connection(("127.0.0.1", port), timeout=SOCKET_TIMEOUT_S) as s:
        s.sendall(f"{size}\n".encode())
        parts = [s.recv(65536)]
        first = time.monotonic() - start
        while parts[-1]:
            parts.append(s.recv(65536))
    return b"".join(parts), first, time.monotonic() - start


def bucket_depth(bps: float) -> float:
    """The most the bucket lets through at once after an idle spell, in bytes."""
    return float(max(throttle.CHUNK, bps / 8 * throttle.BURST_S))


def test_the_docstring_example_runs() -> None:
    failed, attempted = doctest.testmod(throttle)
    assert failed == 0
    assert attempted >= 5


def test_250_kb_through_1_mbit_s_arrive_intact_and_no_faster_than_the_bucket(upstream: int) -> None:
    link = throttle.Link(down_bps=1e6, up_bps=1e6, rtt_s=0.02)
    with throttle.Relay(upstream, link) as relay:
        got, _, seconds = fetch(relay.port, len(PAYLOAD))
        assert relay.bytes_down == len(PAYLOAD)
    assert hashlib.sha256(got).hexdigest() == hashlib.sha256(PAYLOAD).hexdigest()
    # at most the bucket's depth may pass at once; the rest at 125,000 bytes a second
    assert (len(got) - bucket_depth(link.down_bps)) / seconds <= link.down_bps / 8


def test_one_bucket_for_all_connections(upstream: int) -> None:
    link = throttle.Link(down_bps=1e6, up_bps=1e6, rtt_s=0.02)
    half = len(PAYLOAD) // 2
    results: list[tuple[bytes, float, float]] = []
    with throttle.Relay(upstream, link) as relay:
        start = time.monotonic()
        both = [threading.Thread(target=lambda: results.append(fetch(relay.port, half))) for _ in range(2)]
        for t in both:
            t.start()
        for t in both:
            t.join(timeout=SOCKET_TIMEOUT_S)
        seconds = time.monotonic() - start
        assert relay.connections == 2
        assert relay.bytes_down == 2 * half  # the counter has both
    assert [r[0] for r in results] == [PAYLOAD[:half]] * 2
    # two transfers side by side share the link: together no faster than one of their size
    assert (2 * half - bucket_depth(link.down_bps)) / seconds <= link.down_bps / 8


def test_the_first_byte_waits_the_handshakes_and_a_round_trip(upstream: int) -> None:
    link = throttle.Link(down_bps=100e6, up_bps=100e6, rtt_s=0.1, handshake_rtts=2)
    with throttle.Relay(upstream, link) as relay:
        got, first, _ = fetch(relay.port, 1000)
    assert got == PAYLOAD[:1000]
    assert first >= 3 * link.rtt_s  # TCP and TLS (2 round trips), then the request's


def test_bytes_at_follows_the_deliveries_and_the_link_can_change(upstream: int) -> None:
    with throttle.Relay(upstream, throttle.Link(down_bps=2e6, up_bps=2e6, rtt_s=0.01)) as relay:
        before = time.time()
        fetch(relay.port, 50_000)
        middle = time.time()
        relay.link = throttle.UNTHROTTLED
        fetch(relay.port, 100_000)
        after = time.time()
        assert relay.bytes_at(before) == 0
        assert relay.bytes_at(middle) == 50_000
        assert relay.bytes_at(after) == relay.bytes_down == 150_000
