"""Reusable realistic 'reading around' steps for the LLM-app themed repos."""
from gen_lib import S, T, B, R, E, W, G

CLIENT_PY = '''import time
import random
import anthropic

from .config import settings

RETRYABLE = {429, 500, 502, 503, 529}


class LLMClient:
    def __init__(self, max_retries: int = 3, base_delay: float = 0.5):
        self._client = anthropic.Anthropic(api_key=settings.anthropic_api_key)
        self.max_retries = max_retries
        self.base_delay = base_delay

    def complete(self, prompt: str, **kw) -> str:
        for attempt in range(self.max_retries + 1):
            try:
                msg = self._client.messages.create(
                    model=settings.model, max_tokens=kw.get("max_tokens", 1024),
                    messages=[{"role": "user", "content": prompt}])
                return msg.content[0].text
            except anthropic.APIStatusError as e:
                if e.status_code not in RETRYABLE or attempt == self.max_retries:
                    raise
                time.sleep(self.base_delay * 2 ** attempt + random.random() / 10)'''

RETRIEVER_PY = '''from dataclasses import dataclass
from typing import Sequence

import psycopg
from pgvector.psycopg import register_vector

from .embeddings import embed


@dataclass
class Chunk:
    doc_id: str
    text: str
    score: float


def search(conn: psycopg.Connection, query: str, k: int = 5) -> Sequence[Chunk]:
    register_vector(conn)
    vec = embed([query])[0]
    rows = conn.execute(
        "SELECT doc_id, body, 1 - (embedding <=> %s) AS score FROM chunks ORDER BY embedding <=> %s LIMIT %s",
        (vec, vec, k)).fetchall()
    return [Chunk(r[0], r[1], r[2]) for r in rows]'''

PROMPT_PY = '''from string import Template

SYSTEM = "You are a support assistant for Acme Cloud. Answer only from the context."

ANSWER = Template("""<context>
$context
</context>

Question: $question
Answer in at most $max_words words. If the context does not contain the answer, say "I don't know".""")


def render_answer(question: str, chunks, max_words: int = 120) -> str:
    context = "\\n---\\n".join(c.text for c in chunks)
    return ANSWER.substitute(context=context, question=question, max_words=max_words)'''

PROMPTFOO_YAML = '''description: support-bot regression evals
prompts:
  - file://prompts/answer.txt
providers:
  - id: anthropic:messages:claude-3-5-haiku-20241022
    config:
      temperature: 0
tests:
  - vars:
      question: How do I rotate an API key?
    assert:
      - type: contains
        value: Settings
      - type: llm-rubric
        value: explains key rotation without inventing menu names
  - vars:
      question: What is the SLA for the free tier?
    assert:
      - type: icontains
        value: "don't know"'''

LS_RAG = """total 64
drwxr-xr-x  9 agent agent 4096 Nov 18 09:12 .
drwxr-xr-x  3 agent agent 4096 Nov 18 09:12 ..
drwxr-xr-x  8 agent agent 4096 Nov 18 09:12 .git
-rw-r--r--  1 agent agent  412 Nov 18 09:12 .env.example
-rw-r--r--  1 agent agent  987 Nov 18 09:12 Makefile
-rw-r--r--  1 agent agent 1320 Nov 18 09:12 README.md
-rw-r--r--  1 agent agent  866 Nov 18 09:12 pyproject.toml
drwxr-xr-x  2 agent agent 4096 Nov 18 09:12 evals
drwxr-xr-x  4 agent agent 4096 Nov 18 09:12 ragsvc
drwxr-xr-x  3 agent agent 4096 Nov 18 09:12 tests"""


def look_rag():
    return [
        S("I'll start by getting oriented in the repository."),
        B("ls -la", LS_RAG),
        R("ragsvc/llm/client.py", CLIENT_PY),
        R("ragsvc/retrieval/retriever.py", RETRIEVER_PY),
    ]


def tests_pass(cmd="pytest -q", n=42, secs="3.81"):
    return B(cmd, "." * min(n, 60) + f"\n{n} passed in {secs}s")


def git_status(files):
    return B("git status --short", "\n".join(f" M {f}" for f in files))
