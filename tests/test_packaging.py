"""`pip install .` (not only -e) must carry the templates, static files and scenarios."""

import subprocess
import sys
import tomllib
import zipfile
from pathlib import Path

ROOT = Path(__file__).parent.parent


def test_every_scenario_folder_is_installed_as_data():
    data_files = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]["data-files"]
    installed = {pattern for patterns in data_files.values() for pattern in patterns}
    for folder in sorted(p for p in (ROOT / "scenarios").iterdir() if p.is_dir()):
        for suffix in sorted({file.suffix for file in folder.iterdir() if file.is_file()}):
            assert f"scenarios/{folder.name}/*{suffix}" in installed, \
                f"scenarios/{folder.name}/*{suffix} is not in pyproject data-files"


def test_wheel_holds_subpackages_templates_static_and_scenarios(tmp_path):
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "-q",
                    "-w", str(tmp_path), str(ROOT)], check=True, capture_output=True)
    wheel = next(tmp_path.glob("dealerschool-*.whl"))
    names = zipfile.ZipFile(wheel).namelist()
    assert any(n.endswith("dealerschool/rules/engine.py") for n in names)
    assert any(n.endswith("dealerschool/web/__init__.py") for n in names)
    assert any(n.endswith("share/dealerschool/templates/base.html") for n in names)
    assert any(n.endswith("share/dealerschool/static/style.css") for n in names)
    assert any(n.endswith("share/dealerschool/static/htmx-2.0.11.min.js") for n in names)
    # Every template in a subfolder (the partials among them) ships too, not only the top level.
    templates = sorted(p.relative_to(ROOT).as_posix() for p in (ROOT / "templates").rglob("*.html"))
    assert any("/" in t.removeprefix("templates/") for t in templates)
    for template in templates:
        assert any(n.endswith(f"share/dealerschool/{template}") for n in names), f"{template} is not in the wheel"
    scenario_files = sorted(ROOT.glob("scenarios/*/*.toml")) + sorted(ROOT.glob("scenarios/*/*.phh"))
    assert any(n.endswith("share/dealerschool/scenarios/hands/holdem-turn-bet-takes-it.phh") for n in names)
    packaged = [n for n in names if "/share/dealerschool/scenarios/" in n]
    assert len(packaged) == len(scenario_files) > 0


def test_every_template_folder_is_installed_as_data():
    data_files = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]["data-files"]
    installed = {pattern for patterns in data_files.values() for pattern in patterns}
    for folder in sorted({p.parent for p in (ROOT / "templates").rglob("*.html")}):
        pattern = f"{folder.relative_to(ROOT).as_posix()}/*.html"
        assert pattern in installed, f"{pattern} is not in pyproject data-files"


def test_index_page_serves(client):
    response = client.get("/")
    assert response.status_code == 200
    assert b"Texas hold" in response.data and b"Badugi" in response.data
