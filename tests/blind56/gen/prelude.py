"""Exploration prelude used to bring short streams to a realistic length (deterministic)."""
import hashlib
from fw import bash

COMMITS = ["fix flaky clock in SessionTest", "bump testcontainers to 1.20.3", "extract pricing rules",
           "add readiness probe", "tidy logging config", "review feedback", "update README",
           "ci: cache gradle wrapper", "ci: split integration tests", "chore: ktlint baseline"]


def _h(key, n):
    return int(hashlib.sha256(key.encode()).hexdigest()[:8], 16) % n


def detect(run):
    blob = " ".join(s.get("cmd", "") for s in run["steps"])
    if "mvnw" in blob or "mvn " in blob:
        return "maven"
    if "sbt " in blob:
        return "sbt"
    return "gradle"


def prelude(run):
    rid, t = run["id"], run["ticket"]
    kind = detect(run)
    name = rid[3:].split("-")[0] + "-service"
    log = "\n".join(f"{hashlib.sha1((rid + str(i)).encode()).hexdigest()[:7]} {COMMITS[(_h(rid, 10) + i) % 10]}"
                    for i in range(5))
    steps = [bash("git log --oneline -5", log, desc="Recent history")]
    if kind == "maven":
        steps.append(bash("ls", "Dockerfile\nREADME.md\nmvnw\nmvnw.cmd\npom.xml\nsrc", desc="List repository root"))
        steps.append(bash("sed -n '1,30p' pom.xml",
                          "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<project xmlns=\"http://maven.apache.org/POM/4.0.0\">\n"
                          "    <modelVersion>4.0.0</modelVersion>\n    <parent>\n        <groupId>org.springframework.boot</groupId>\n"
                          "        <artifactId>spring-boot-starter-parent</artifactId>\n        <version>3.3.5</version>\n    </parent>\n"
                          f"    <groupId>com.acme</groupId>\n    <artifactId>{name}</artifactId>\n    <version>1.0.0-SNAPSHOT</version>\n"
                          "    <properties>\n        <java.version>21</java.version>\n    </properties>", desc="Show pom header"))
    elif kind == "sbt":
        steps.append(bash("ls", "README.md\nbuild.sbt\nproject\nsrc", desc="List repository root"))
        steps.append(bash("cat project/build.properties build.sbt | head -20",
                          f"sbt.version=1.10.2\nThisBuild / scalaVersion := \"2.13.15\"\nThisBuild / organization := \"com.acme\"\n\n"
                          f"lazy val root = (project in file(\".\"))\n  .settings(\n    name := \"{name}\",\n"
                          "    libraryDependencies += \"org.scalatest\" %% \"scalatest\" % \"3.2.19\" % Test\n  )", desc="Show build definition"))
    else:
        steps.append(bash("ls", "README.md\nbuild.gradle.kts\ngradle\ngradle.properties\ngradlew\nsettings.gradle.kts\nsrc",
                          desc="List repository root"))
        steps.append(bash("sed -n '1,25p' build.gradle.kts",
                          "plugins {\n    java\n    id(\"org.springframework.boot\") version \"3.3.5\"\n"
                          "    id(\"io.spring.dependency-management\") version \"1.1.6\"\n    kotlin(\"jvm\") version \"2.0.21\"\n}\n\n"
                          "group = \"com.acme\"\n\njava { toolchain { languageVersion = JavaLanguageVersion.of(21) } }\n\n"
                          "dependencies {\n    implementation(\"org.springframework.boot:spring-boot-starter-web\")\n"
                          "    testImplementation(\"org.springframework.boot:spring-boot-starter-test\")\n}", desc="Show build script"))
    steps.append(bash(f"git grep -n -i '{t}' -- . ':!*.lock' | head -5", "", desc="Look for earlier references to the ticket"))
    return steps
