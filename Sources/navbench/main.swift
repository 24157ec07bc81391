import Foundation

exit(Navbench.main(Array(CommandLine.arguments.dropFirst())))
