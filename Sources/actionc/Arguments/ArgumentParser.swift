import ActionModel

/// A mistake on the command line: exit 64 with the message and a pointer to `--help`.
struct UsageError: Error {
    let message: String

    /// `; did you mean '--output'?` for a likely typo of one of `candidates`, else nothing.
    static func didYouMean(_ word: String, in candidates: [String]) -> String {
        Suggestion.closest(to: word, in: candidates).map { "; did you mean \($0.quoted)?" } ?? ""
    }
}

/// One option a command accepts.
struct OptionSpec: Sendable {
    /// Every spelling, short first: `["-o", "--output"]`.
    let names: [String]
    /// The value's placeholder in help (`DIR`), or nil for a flag.
    let value: String?
    let help: String
    /// May be given more than once (`--info-plist A --info-plist B`), each value kept.
    var repeatable = false

    /// The name the parsed arguments are keyed by: the long spelling.
    var key: String { names.last! }
}

/// Options and positional arguments as written, before they are given meaning.
struct ParsedArguments {
    /// Everything after the command's name, as given, in pieces: an option with its value
    /// (the option's key beside it), a positional, or `--` with everything after it.
    var written: [(option: String?, words: [String])] = []
    var values: [String: String] = [:]
    /// The values of repeatable options, in the order given.
    var repeatedValues: [String: [String]] = [:]
    var flags: Set<String> = []
    var positionals: [String] = []

    func value(_ key: String) -> String? { values[key] }
    func allValues(_ key: String) -> [String] { repeatedValues[key] ?? [] }
    func has(_ key: String) -> Bool { flags.contains(key) }

    /// The arguments as given, less the options with these keys and their values.
    func written(without keys: Set<String>) -> [String] {
        written.filter { $0.option.map(keys.contains) != true }.flatMap(\.words)
    }
}

/// A small POSIX-style parser: options and paths in any order, `--name VALUE` or
/// `--name=VALUE`, `--` to end options. An option given twice is a mistake rather than
/// "last one wins", so a copy-pasted command line cannot silently disagree with itself;
/// only a repeatable one collects every value.
enum ArgumentParser {
    static func isHelpRequested(_ arguments: [String]) -> Bool {
        arguments.prefix { $0 != "--" }.contains { $0 == "-h" || $0 == "--help" }
    }

    static func parse(_ arguments: [String], options: [OptionSpec]) throws(UsageError) -> ParsedArguments {
        var parsed = ParsedArguments()
        var seen: Set<String> = []
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            if argument == "--" {
                parsed.written.append((nil, [argument] + remaining))
                parsed.positionals += remaining
                break
            }
            guard argument.hasPrefix("-"), argument != "-" else {
                parsed.written.append((nil, [argument]))
                parsed.positionals.append(argument)
                continue
            }
            let (name, attached) = split(argument)
            guard let option = options.first(where: { $0.names.contains(name) }) else {
                // Long names only: every short one is one edit from every other.
                let longNames =
                    name.hasPrefix("--") ? options.flatMap(\.names).filter { $0.hasPrefix("--") } : []
                throw UsageError(
                    message: "unknown option \(name.quoted)" + UsageError.didYouMean(name, in: longNames))
            }
            guard seen.insert(option.key).inserted || option.repeatable else {
                throw UsageError(message: "option \(name.quoted) given more than once")
            }
            guard option.value != nil else {
                if attached != nil { throw UsageError(message: "option \(name.quoted) takes no value") }
                parsed.written.append((option.key, [argument]))
                parsed.flags.insert(option.key)
                continue
            }
            // A following option is taken as a forgotten value, not as the value itself;
            // `--name=-value` still says it on purpose.
            if let value = attached ?? remaining.first.flatMap({ $0.hasPrefix("-") && $0 != "-" ? nil : $0 })
            {
                if attached == nil { remaining.removeFirst() }
                parsed.written.append((option.key, attached == nil ? [argument, value] : [argument]))
                if option.repeatable {
                    parsed.repeatedValues[option.key, default: []].append(value)
                } else {
                    parsed.values[option.key] = value
                }
            } else {
                throw UsageError(message: "option \(name.quoted) needs a value (\(option.value!))")
            }
        }
        return parsed
    }

    /// `--name=value` → (`--name`, `value`); short options never carry a value this way.
    private static func split(_ argument: String) -> (String, String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else {
            return (argument, nil)
        }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }
}
