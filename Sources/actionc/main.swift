import Foundation

exit(Actionc.run(Array(CommandLine.arguments.dropFirst()), console: Console()).rawValue)
