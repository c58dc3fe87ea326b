"""Build labelled run directories from the real captures listed in labels.tsv.

The captures (exact copies of files committed to public repositories, see
PROVENANCE.tsv and LICENSES.md) are kept byte for byte as each run's
events.ndjson; taskrun.json carries the state the case's own account gives
(Failed or Succeeded); labels/<id>.yaml the mode from that account. Run once
with ``python tests/realcases2/make_runs.py SOURCE_DIR [SET_DIR]`` (SOURCE_DIR holds the
captures in their <project>/<file> layout; SET_DIR, default this folder, holds labels.tsv
and receives runs/ and labels/).
"""

from __future__ import annotations

import csv
import json
import re
import shutil
import sys
from pathlib import Path

import yaml

HERE = Path(__file__).parent


def main(source: Path, here: Path = HERE) -> None:
    with open(here / "labels.tsv", encoding="utf-8") as handle:
        rows = list(csv.DictReader(handle, delimiter="\t"))
    for index, row in enumerate(rows):
        stem = re.sub(r"[^a-z0-9]+", "-", Path(row["file"]).stem.lower())[:30]
        run_id = f"r{index:02d}-{stem}"
        run = here / "runs" / run_id
        run.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(source / row["file"], run / "events.ndjson")
        failed = row["verdict"] == "failed"
        (run / "taskrun.json").write_text(json.dumps({"id": run_id, "state": "Failed" if failed else "Succeeded",
                                                      "engine": "claude-code"}, indent=2) + "\n")
        (run / "prompt.md").write_text("(the task text is not part of the capture)\n")
        label = {"mode": row["mode"] if failed else "succeeded", "format": "real", "near_miss": "",
                 "evidence_lines": [], "source": row["file"], "why": row["evidence"],
                 "label_source": row["source_of_label"], "label_confidence": row["confidence_of_label"]}
        (here / "labels").mkdir(exist_ok=True)
        (here / "labels" / f"{run_id}.yaml").write_text(yaml.safe_dump(label, sort_keys=False, allow_unicode=True))


if __name__ == "__main__":
    main(Path(sys.argv[1]), Path(sys.argv[2]) if len(sys.argv) > 2 else HERE)
