import ActionSyntax
import ActionTranslations

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads the translation record beside each definitions file, for the compiler to compare
/// the translations with (`TranslationRecord.path(forDefinitions:)` names it).
enum TranslationRecordReader {
    /// How a command reads the records.
    enum Reading {
        /// Read; one that cannot be read is an error.
        case read
        /// Read; one that cannot be read is passed over (a build that does not own them).
        case readPassingOverUnreadable
    }

    /// The records that exist; a definitions file without one has none yet. A record that
    /// cannot be read is a problem, unless `reading` passes over it. Two definitions files
    /// whose record is one file (`game.actions.yaml` and `game.actions.json`) are always a
    /// problem: each would rewrite the other's record.
    static func read(beside definitions: [SourceFile], limits: ParseLimits, _ reading: Reading)
        -> (records: TranslationRecordInput, problems: [String])
    {
        let passesOverUnreadable = reading == .readPassingOverUnreadable
        var records: [String: SourceFile] = [:]
        var problems: [String] = []
        var owners: [String: String] = [:]
        var shared: [String] = []
        for file in definitions {
            let path = TranslationRecord.path(forDefinitions: file.path)
            let identity = PathText.identityKey(of: path)
            if let owner = owners[identity] {
                shared.append(
                    "\(owner.quoted) and \(file.path.quoted) would both keep their translation record in \(path.quoted); rename one of them (or merge them into one file) so each has its own"
                )
                continue
            }
            owners[identity] = file.path
            switch InputReader.contents(of: path, maxSize: limits.maxFileSize) {
            case .success(.some(let bytes)):
                records[file.path] = SourceFile(path: path, bytes: bytes)
            case .success(.none(let size)):
                problems.append(
                    "\(path.quoted) is \(size) bytes, more than \(Options.maxFileSize.key) allows (\(limits.maxFileSize))"
                )
            case .failure(let error) where error.code == ENOENT:
                continue
            case .failure(let error):
                problems.append(MissingPath.cannotRead(path, error))
            }
        }
        return (
            TranslationRecordInput(records: records, passesOverUnreadable: passesOverUnreadable),
            shared + (passesOverUnreadable ? [] : problems)
        )
    }
}
