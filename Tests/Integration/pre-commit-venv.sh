# Sourced by the pre-commit integration tests, with `repo` set: the real pre-commit from PyPI,
# installed once into a venv under .build and put on PATH, with its clones and builds kept
# under .build too (PRE_COMMIT_VENV and PRE_COMMIT_HOME choose other places).
venv="${PRE_COMMIT_VENV:-$repo/.build/pre-commit-venv}"
if [ ! -x "$venv/bin/pre-commit" ]; then
    python3 -m venv "$venv"
    "$venv/bin/pip" install --quiet pre-commit
fi
export PATH="$venv/bin:$PATH"
export PRE_COMMIT_HOME="${PRE_COMMIT_HOME:-$repo/.build/pre-commit-home}"
