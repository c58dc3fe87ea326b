"""Classes of failure the twenty-second blind set (tests/blind22: libraries, CLIs and release engineering) found on
first contact, each stated in the tools' real output formats and never keyed to a run of that set (the
signatures' own samples are in tests/signatures/generic.yaml):

- a publish the package registry refuses (Gradle's "Could not PUT '...'. Received status code 403 from server")
  is a permission refusal, while the same status on a GET while resolving is an artifact the build cannot get
  (``java.repository_auth``, a missing dependency);
- a proxy that demands credentials ("407 Proxy Authentication Required") refuses the agent: permission;
- protoc's plugin not on the PATH and CMake pointed at a vcpkg toolchain file that is not there are missing
  dependencies (``codegen.tool_missing``).
"""

from __future__ import annotations

from pathlib import Path

from tests import streams_kit as kit
from tests.streams_kit import diagnose

_PUT = ("> Failed to publish publication 'maven' to repository 'GitHubPackages'\n   > Could not PUT "
        "'https://maven.pkg.github.com/acme/lib/dev/acme/lib/1.0.0/lib-1.0.0.jar'. Received status code 403 from "
        "server: Forbidden\n\nBUILD FAILED in 21s")
_GET = ("> Could not resolve all files for configuration ':app:compileClasspath'.\n   > Could not resolve "
        "dev.acme:lib:1.0.0.\n      > Could not GET 'https://maven.acme.internal/releases/dev/acme/lib/1.0.0/"
        "lib-1.0.0.pom'. Received status code 401 from server: Unauthorized")


def test_a_publish_the_registry_refuses_is_permission_and_a_refused_resolve_is_a_dependency(tmp_path: Path):
    publish = kit.init() + kit.bash("./gradlew publish", _PUT, 1) + kit.result("publish failed", is_error=True)
    assert diagnose(tmp_path / "put", publish, prompt="# REL-3: publish 1.0.0\n").mode == "permission_blocked"
    resolve = kit.init() + kit.bash("./gradlew build", _GET, 1) + kit.result("build failed", is_error=True)
    assert diagnose(tmp_path / "get", resolve, prompt="# REL-3: publish 1.0.0\n").mode == "dependency_missing"


def test_a_proxy_demanding_credentials_refuses_the_agent(tmp_path: Path):
    out = ("ERROR: Could not install packages due to an OSError: HTTPSConnectionPool(host='pypi.org', port=443): "
           "Max retries exceeded with url: /simple/tomli-w/ (Caused by ProxyError('Unable to connect to proxy', "
           "OSError('Tunnel connection failed: 407 Proxy Authentication Required')))")
    events = kit.init() + kit.bash("pip install -e '.[dev]'", out, 1) + kit.result("cannot install", is_error=True)
    assert diagnose(tmp_path, events, prompt="# CLI-9: write the config under %APPDATA%\n").mode == "permission_blocked"
