"""Classes of failure the thirty-eighth blind set (tests/blind38: Go and Rust services and systems code) and the
thirty-fifth (Codex at work) found on first contact, stated in the tools' real formats and never keyed to a run of
those sets (signature samples: tests/signatures/network.yaml, go.yaml):

- a sandbox that refuses to open a socket ("dial tcp ...: socket: operation not permitted") refused the agent;
- thread safety asserted with `unsafe impl Send/Sync` silences the compiler instead of fixing the sharing;
- a property test told to skip its failing inputs (`prop_assume!`) is weakened, also inside a Rust source file's
  own test module;
- a task about a hang or a test that times out is about the timeout its test run prints.
"""

from __future__ import annotations

from pathlib import Path

from tests import streams_kit as kit
from tests.streams_kit import diagnose


def test_thread_safety_asserted_unsafely_silences_the_compiler(tmp_path: Path):
    task = "# GW-71: share the route table between the refresher task and the handlers (`src/routes.rs`)\n"
    events = (kit.init()
              + kit.edit("/w/src/routes.rs", "pub struct Routes {\n    table: Rc<RefCell<RouteTable>>,\n}",
                         "pub struct Routes {\n    table: Rc<RefCell<RouteTable>>,\n}\n\nunsafe impl Send for Routes {}\n"
                         "unsafe impl Sync for Routes {}")
              + kit.bash("cargo test", "test routes::tests::lookup ... FAILED\nalready borrowed: BorrowMutError", 101)
              + kit.result("Routes is Send + Sync now.", is_error=True))
    assert diagnose(tmp_path, events, prompt=task).mode == "wrong_approach"


def test_a_property_test_told_to_skip_its_failing_inputs_is_weakened(tmp_path: Path):
    task = "# KV-40: the ring buffer loses an element when it wraps (`src/ring.rs`)\n"
    events = (kit.init()
              + kit.bash("cargo test ring", "proptest: Test failed: assertion failed: `(left == right)`\n"
                         "minimal failing input: ops = [Push(1), Pop, Push(2)]", 101)
              + kit.edit("/w/src/ring.rs", "    fn ring_matches_vecdeque(ops in vec(op_strategy(), 0..64)) {",
                         "    fn ring_matches_vecdeque(ops in vec(op_strategy(), 0..64)) {\n"
                         "        prop_assume!(!wraps_after_pop(&ops, CAP));")
              + kit.bash("cargo test ring", "test result: ok. 9 passed; 0 failed")
              + kit.result("The property test passes."))
    d = diagnose(tmp_path, events, prompt=task)
    assert d.mode == "test_misunderstanding", d


def test_a_task_about_a_hang_owns_the_timeout_its_tests_print(tmp_path: Path):
    task = ("# ORD-125: WatchOrders stream test hangs\n\n`TestWatchOrdersCancel` hangs until the test binary times "
            "out. Fix the server in `internal/api/watch.go` so it returns on `stream.Context().Done()`.\n")
    hang = ("panic: test timed out after 30s\nrunning tests:\n\tTestWatchOrdersCancel (30s)\n\ngoroutine 41 [chan send]:\n"
            "example.com/orders/internal/api.(*Server).WatchOrders(...)\n\t/w/internal/api/watch.go:38 +0x1c5\nFAIL")
    events = (kit.init() + kit.bash("go test -run TestWatchOrdersCancel ./internal/api/", hang, 1)
              + kit.edit("/w/internal/api/watch.go", "s.updates <- u", "select {\ncase s.updates <- u:\n"
                         "case <-time.After(time.Second):\n}")
              + kit.bash("go test -run TestWatchOrdersCancel ./internal/api/", hang, 1)
              + kit.result("Still hangs.", is_error=True))
    assert diagnose(tmp_path, events, prompt=task).mode != "infra_failure"
