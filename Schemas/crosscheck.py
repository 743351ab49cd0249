#!/usr/bin/env python3
"""Cross-checks actionc's JSON Schemas against the compiler's own test material, using
the `jsonschema` package as a validator nobody on this project wrote.

- Every valid definition fixture and every preset validates against the definitions schema.
- Every invalid fixture whose diagnostic code a schema can express fails it; every fixture
  whose code is only a warning passes it (Schemas/diagnostic-coverage.json says which is which).
- Every hive_push_actions.json in the golden outputs validates against the output schema,
  and, being a valid actionc input, against the definitions schema too.
- With --actionc PATH, the built compiler is run as well: the presets and each valid
  fixture are built and their outputs validated, and the schema-specific fixtures'
  claims about the compiler are checked against it.

YAML is read with the YAML 1.2 core schema (as yaml-language-server reads it), not
PyYAML's YAML 1.1 default: `no`, `yes` and `on` stay strings.

Exits 0 when everything agrees, 1 on any disagreement, 2 when it cannot run.
"""

import argparse
import json
import re
import subprocess
import sys
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

try:
    import jsonschema
    import yaml
    from yaml.composer import Composer
    from yaml.constructor import ConstructorError, SafeConstructor
    from yaml.nodes import MappingNode, ScalarNode
    from yaml.parser import Parser
    from yaml.reader import Reader
    from yaml.resolver import BaseResolver
    from yaml.scanner import Scanner
except ImportError as error:
    print(f"crosscheck.py needs jsonschema and pyyaml (pip install jsonschema pyyaml): {error}", file=sys.stderr)
    sys.exit(2)

ROOT = Path(__file__).resolve().parent.parent
DEFINITIONS_SCHEMA = ROOT / "Schemas/actionc-definitions.schema.json"
OUTPUT_SCHEMA = ROOT / "Schemas/hive_push_actions.schema.json"
COVERAGE_TABLE = ROOT / "Schemas/diagnostic-coverage.json"
# The readers' codes, then the core's (DiagnosticCodeEntry.all describes them all).
DIAGNOSTIC_CODES = [
    ROOT / "Sources/ActionSyntax/Diagnostics/DiagnosticCode.swift",
    ROOT / "Sources/ActionModel/Model/DiagnosticCode+Codes.swift",
]
LOCALIZATIONS = ROOT / "Data/apple-localizations.txt"
DEFINITION_SUFFIXES = {".yaml", ".yml", ".json"}
RECORD_SUFFIX = ".translations.json"


# MARK: - YAML 1.2 core schema


class CoreResolver(BaseResolver):
    """Implicit types of plain scalars by the YAML 1.2 core schema (spec 10.3.2)."""

    yaml_implicit_resolvers = {}


for tag, pattern, first in [
    ("null", r"(?:~|null|Null|NULL|)", ["~", "n", "N", ""]),
    ("bool", r"(?:true|True|TRUE|false|False|FALSE)", list("tTfF")),
    ("int", r"(?:[-+]?[0-9]+|0o[0-7]+|0x[0-9a-fA-F]+)", list("-+0123456789")),
    (
        "float",
        r"(?:[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))",
        list("-+.0123456789"),
    ),
]:
    CoreResolver.add_implicit_resolver(f"tag:yaml.org,2002:{tag}", re.compile(rf"^{pattern}\Z"), first)


class CoreConstructor(SafeConstructor):
    """Builds values for the core tags only, with YAML 1.2 spellings (`0o17`, `010` is ten)."""

    yaml_constructors = {}

    def construct_mapping(self, node, deep=False):
        # Keys keep their text as written, the way actionc reads them (`1.0:` is "1.0").
        if not isinstance(node, MappingNode):
            raise ConstructorError(None, None, f"expected a mapping, found {node.id}", node.start_mark)
        mapping = {}
        for key_node, value_node in node.value:
            if not isinstance(key_node, ScalarNode):
                raise ConstructorError(None, None, "mapping keys must be scalars", key_node.start_mark)
            mapping[key_node.value] = self.construct_object(value_node, deep=deep)
        return mapping

    def construct_core_null(self, node):
        return None

    def construct_core_bool(self, node):
        return node.value in ("true", "True", "TRUE")

    def construct_core_int(self, node):
        text = node.value
        if text.startswith("0o"):
            return int(text[2:], 8)
        if text.startswith("0x"):
            return int(text[2:], 16)
        return int(text)

    def construct_core_float(self, node):
        text = node.value.lower()
        if text.endswith(".inf"):
            return float("-inf") if text.startswith("-") else float("inf")
        if text == ".nan":
            return float("nan")
        return float(text)


for tag, constructor in [
    ("null", CoreConstructor.construct_core_null),
    ("bool", CoreConstructor.construct_core_bool),
    ("int", CoreConstructor.construct_core_int),
    ("float", CoreConstructor.construct_core_float),
    ("str", SafeConstructor.construct_yaml_str),
    ("seq", SafeConstructor.construct_yaml_seq),
    ("map", SafeConstructor.construct_yaml_map),
]:
    CoreConstructor.add_constructor(f"tag:yaml.org,2002:{tag}", constructor)
CoreConstructor.add_constructor(None, SafeConstructor.construct_undefined)


class CoreLoader(Reader, Scanner, Parser, Composer, CoreConstructor, CoreResolver):
    def __init__(self, stream):
        Reader.__init__(self, stream)
        Scanner.__init__(self)
        Parser.__init__(self)
        Composer.__init__(self)
        CoreConstructor.__init__(self)
        CoreResolver.__init__(self)


def load(path):
    """The file's value in the JSON data model; raises ValueError when it cannot be read."""
    text = path.read_text(encoding="utf-8")
    try:
        if path.suffix.lower() == ".json":
            return json.loads(text)
        return yaml.load(text, Loader=CoreLoader)
    except (json.JSONDecodeError, yaml.YAMLError) as error:
        raise ValueError(" ".join(str(error).split())) from error


# MARK: - Checks


@dataclass
class Report:
    passed: int = 0
    failures: list = field(default_factory=list)
    notes: list = field(default_factory=list)
    verbose: bool = False

    def check(self, ok, subject, problem):
        if ok:
            self.passed += 1
            if self.verbose:
                print(f"ok: {subject}")
        else:
            self.failures.append(f"{subject}: {problem}")


def relative(path):
    return path.relative_to(ROOT).as_posix() if path.is_relative_to(ROOT) else str(path)


def schema_errors(validator, value):
    """Readable messages for every way the value breaks the schema (empty when it conforms)."""
    messages = []
    for error in sorted(validator.iter_errors(value), key=lambda error: list(error.absolute_path)):
        # An anyOf's own message ("not valid under any of the given schemas") hides the
        # reason: the deepest error from a branch whose type did match names it.
        while error.context:
            relevant = [inner for inner in error.context if inner.validator != "type"] or error.context
            error = max(relevant, key=lambda inner: len(inner.absolute_path))
        where = "/".join(str(part) for part in error.absolute_path) or "(root)"
        messages.append(f"{where}: {error.message}")
    return messages


def definition_files(folder):
    if not folder.is_dir():
        return []
    # A translation record (NAME.translations.json) sits beside the definitions it records.
    return sorted(p for p in folder.rglob("*") if p.is_file() and p.suffix.lower() in DEFINITION_SUFFIXES
                  and not p.name.lower().endswith(RECORD_SUFFIX))


def fixture_code(path):
    """`invalid/unknown-key--nested.yaml` and `invalid/unknown-key/` are fixtures for unknown-key."""
    return path.name.split("--")[0].removesuffix(path.suffix) if path.is_file() else path.name.split("--")[0]


def expect_valid(report, validator, path, schema_name):
    subject = f"{relative(path)} conforms to {schema_name}"
    try:
        errors = schema_errors(validator, load(path))
    except ValueError as error:
        report.check(False, subject, f"cannot be read: {error}")
        return
    report.check(not errors, subject, "; ".join(errors[:3]))


def check_invalid_fixtures(report, validator, folder, coverage):
    if not folder.is_dir():
        return
    for entry in sorted(folder.iterdir()):
        if entry.name.startswith(".") or (entry.is_file() and entry.suffix.lower() not in DEFINITION_SUFFIXES):
            continue
        code = fixture_code(entry)
        kind = coverage.get(code, {}).get("coverage")
        subject = f"{relative(entry)} ({code})"
        if kind is None:
            report.check(False, subject, f"'{code}' is not a diagnostic code in {relative(COVERAGE_TABLE)}")
            continue
        if kind == "compiler-only":
            report.notes.append(f"{subject}: compiler-only code, no schema expectation")
            continue
        files = [entry] if entry.is_file() else definition_files(entry)
        outcomes = []
        for path in files:
            try:
                outcomes.append(bool(schema_errors(validator, load(path))))
            except ValueError as error:
                report.check(False, subject, f"{relative(path)} cannot be read: {error}")
                break
        else:
            if kind == "schema":
                report.check(any(outcomes), subject + " fails the definitions schema",
                             "the schema accepts it, but actionc rejects it")
            else:
                report.check(not any(outcomes), subject + " conforms to the definitions schema",
                             "the schema rejects it, but actionc only warns")


def check_coverage_table(report, coverage):
    declared = set()
    for source in DIAGNOSTIC_CODES:
        declared.update(re.findall(r'DiagnosticCode\(\s*rawValue: "([^"]+)"\)', source.read_text()))
    listed = set(coverage)
    report.check(declared == listed, f"{relative(COVERAGE_TABLE)} lists every diagnostic code",
                 f"missing {sorted(declared - listed)}, not codes {sorted(listed - declared)}")
    kinds = {entry.get("coverage") for entry in coverage.values()}
    report.check(kinds <= {"schema", "compiler-only", "warning"}, f"{relative(COVERAGE_TABLE)} coverage kinds",
                 f"unknown kinds {sorted(kinds - {'schema', 'compiler-only', 'warning'})}")


def check_preset_picks(report, schema):
    """The picking form's enum of each preset's ids is the preset file's ids, categories first."""
    picks = schema["properties"]["presets"]["anyOf"][1]["properties"]
    for path in sorted((ROOT / "Presets").glob("*.actions.yaml")):
        name = path.name.split(".")[0]
        preset = load(path)
        ids = [*(preset.get("categories") or {}), *(preset.get("actions") or {})]
        listed = picks.get(name, {}).get("items", {}).get("enum")
        report.check(listed == ids, f"the presets mapping lists {relative(path)}'s ids",
                     f"schema lists {listed}, the preset defines {ids}")


def check_language_enum(report, schema):
    """The languages the schema lists are the data file's identifiers (other spellings
    included), then Hive's codes that Apple spells otherwise (zh-hans, zh-hant)."""
    identifiers = [line.split(" ")[0] for line in LOCALIZATIONS.read_text(encoding="utf-8").splitlines()
                   if line and not line.startswith("#")]
    hive_codes = schema["properties"]["hiveLanguages"]["propertyNames"]["enum"]
    expected = identifiers + [code for code in hive_codes if code not in identifiers]
    listed = schema["$defs"]["languageCode"]["enum"]
    report.check(listed == expected, f"the schema's languages are {relative(LOCALIZATIONS)}'s and Hive's codes",
                 f"{len(listed)} listed, {len(expected)} expected; first difference "
                 f"{next(((a, b) for a, b in zip(listed + [None], expected + [None]) if a != b), None)}")


def golden_outputs():
    golden = ROOT / "Tests/Golden"
    if not golden.is_dir():
        return []
    named = set(golden.rglob("hive_push_actions.json"))
    in_json_folder = set((golden / "json").glob("*.json")) if (golden / "json").is_dir() else set()
    return sorted(named | in_json_folder)


# MARK: - Patterns in the editors' regex dialect


PATTERN_SAMPLES = ["Reply", "", "  ", "\u3000", "OK\n", "a\u202eb", "a\tb", "\U0001F468\u200d\U0001F469",
                   "OK_ID", "OK_ID\n", "A" * 65, "com.apple.x", "COM.Apple.x", "9lives", "_wipe", "\u00e9"]


def schema_patterns(value):
    if isinstance(value, dict):
        return {v for k, v in value.items() if k == "pattern"} | set().union(*map(schema_patterns, value.values()))
    if isinstance(value, list):
        return set().union(*map(schema_patterns, value))
    return set()


def check_patterns_in_ecmascript(report, schemas):
    """Editors run the patterns as JavaScript regexes (u flag); they must mean what they mean to Python."""
    patterns = sorted(set().union(*map(schema_patterns, schemas)))
    script = ("const [patterns, samples] = JSON.parse(require('fs').readFileSync(0, 'utf8'));"
              "console.log(JSON.stringify(patterns.map(p => samples.map(s => new RegExp(p, 'u').test(s)))));")
    try:
        result = subprocess.run(["node", "-e", script], input=json.dumps([patterns, PATTERN_SAMPLES]),
                                capture_output=True, text=True, check=True)
    except FileNotFoundError:
        report.notes.append("node not found: patterns not compared with ECMAScript's reading")
        return
    except subprocess.CalledProcessError as error:
        report.check(False, "schema patterns compile as ECMAScript regexes", error.stderr.strip())
        return
    for pattern, ecmascript in zip(patterns, json.loads(result.stdout)):
        python = [re.search(pattern, sample) is not None for sample in PATTERN_SAMPLES]
        differing = [repr(sample) for sample, a, b in zip(PATTERN_SAMPLES, python, ecmascript) if a != b]
        report.check(not differing, f"pattern {pattern[:40]}... reads the same in ECMAScript and Python",
                     f"differs on {', '.join(differing)}")


# MARK: - The compiler, when given


def run_actionc(actionc, arguments):
    return subprocess.run([str(actionc), *arguments], capture_output=True, text=True, cwd=ROOT)


def check_build(report, actionc, inputs, label, validators, must_build):
    with tempfile.TemporaryDirectory() as out:
        # The fixtures are the repository's: their translation records are not this check's to write.
        result = run_actionc(actionc, ["build", *map(str, inputs), "-o", out, "--keep-translation-records"])
        if result.returncode != 0:
            if must_build:
                report.check(False, f"actionc builds {label}", " / ".join(result.stderr.strip().splitlines()[:3]))
            else:
                report.notes.append(f"{label}: does not build on its own (exit {result.returncode}), output not checked")
            return
        produced = Path(out) / "hive_push_actions.json"
        if not produced.exists():
            # targets without hive: PushActions.swift only, and no Hive file to validate.
            report.check((Path(out) / "PushActions.swift").exists(), f"actionc builds {label} without hive",
                         "no PushActions.swift either")
            return
        for name, validator in validators:
            errors = schema_errors(validator, json.loads(produced.read_text(encoding="utf-8")))
            report.check(not errors, f"actionc's output for {label} conforms to {name}", "; ".join(errors[:3]))


def check_compiler_agrees(report, actionc, folder, coverage):
    """The schema fixtures' claims about actionc: invalid ones report their code, as errors or warnings."""
    if not folder.is_dir():
        return
    for path in definition_files(folder):
        code = fixture_code(path)
        result = run_actionc(actionc, ["validate", str(path), "--diagnostics-format", "json"])
        try:
            reported = {d["code"] for d in json.loads(result.stdout or "{}").get("diagnostics", [])}
        except json.JSONDecodeError:
            reported = set()
        expected_exit = 0 if coverage.get(code, {}).get("coverage") == "warning" else 1
        report.check(result.returncode == expected_exit and code in reported,
                     f"actionc reports {code} for {relative(path)}",
                     f"exit {result.returncode}, codes {sorted(reported)}")


# MARK: - Main


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--actionc", type=Path, help="also build with this actionc binary and check its outputs")
    parser.add_argument("--verbose", action="store_true", help="list every passing check and every note")
    arguments = parser.parse_args()

    report = Report(verbose=arguments.verbose)
    schemas = {}
    for path in (DEFINITIONS_SCHEMA, OUTPUT_SCHEMA):
        schema = json.loads(path.read_text(encoding="utf-8"))
        try:
            jsonschema.Draft202012Validator.check_schema(schema)
        except jsonschema.SchemaError as error:
            report.check(False, f"{relative(path)} is a valid draft 2020-12 schema", error.message)
            continue
        report.check(True, f"{relative(path)} is a valid draft 2020-12 schema", "")
        schemas[path] = jsonschema.Draft202012Validator(schema)
    if len(schemas) < 2:
        print("\n".join(report.failures), file=sys.stderr)
        return 1
    definitions, output = schemas[DEFINITIONS_SCHEMA], schemas[OUTPUT_SCHEMA]
    definitions_name, output_name = DEFINITIONS_SCHEMA.name, OUTPUT_SCHEMA.name

    check_patterns_in_ecmascript(report, [validator.schema for validator in schemas.values()])

    coverage = json.loads(COVERAGE_TABLE.read_text(encoding="utf-8"))["codes"]
    check_coverage_table(report, coverage)
    check_preset_picks(report, definitions.schema)
    check_language_enum(report, definitions.schema)

    valid = [*definition_files(ROOT / "Tests/Fixtures/valid"), *definition_files(ROOT / "Tests/SchemaFixtures/valid"),
             *definition_files(ROOT / "Presets")]
    for path in valid:
        expect_valid(report, definitions, path, definitions_name)
    for folder in ("Tests/Fixtures/invalid", "Tests/SchemaFixtures/invalid"):
        check_invalid_fixtures(report, definitions, ROOT / folder, coverage)

    outputs = [*golden_outputs(), *definition_files(ROOT / "Tests/SchemaFixtures/output-valid")]
    for path in outputs:
        expect_valid(report, output, path, output_name)
        expect_valid(report, definitions, path, definitions_name)
    for path in definition_files(ROOT / "Tests/SchemaFixtures/output-invalid"):
        errors = schema_errors(output, load(path))
        report.check(bool(errors), f"{relative(path)} fails {output_name}", "the output schema accepts it")

    if arguments.actionc:
        validators = [(output_name, output), (definitions_name, definitions)]
        check_build(report, arguments.actionc, [ROOT / "Presets"], "Presets/", validators, must_build=True)
        for path in definition_files(ROOT / "Tests/SchemaFixtures/valid"):
            check_build(report, arguments.actionc, [path], relative(path), validators, must_build=True)
        for path in definition_files(ROOT / "Tests/Fixtures/valid"):
            check_build(report, arguments.actionc, [path], relative(path), validators, must_build=False)
        check_compiler_agrees(report, arguments.actionc, ROOT / "Tests/SchemaFixtures/invalid", coverage)

    if arguments.verbose:
        for note in report.notes:
            print(f"note: {note}")
    for failure in report.failures:
        print(f"FAIL: {failure}", file=sys.stderr)
    print(f"schema cross-check: {report.passed} passed, {len(report.failures)} failed"
          f" ({len(valid)} definition files, {len(outputs)} outputs)")
    return 1 if report.failures else 0


if __name__ == "__main__":
    sys.exit(main())
