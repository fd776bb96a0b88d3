import Foundation
import PackagePlugin

/// Generates the pseudo-locale's copy (`en-XA`, SPEC §19) from the English catalogue on every
/// build: each `Copy/English*.swift` of the target becomes a `PseudoEnglish*.swift` compiled with
/// it (`habits-pseudo-copy`), so the pseudo-locale is never written or kept up to date by hand.
@main
struct PseudoCopy: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let english = target.sourceFiles(withSuffix: "swift").map(\.url)
            .filter { $0.lastPathComponent.hasPrefix("English") && $0.deletingLastPathComponent().lastPathComponent == "Copy" }
        let folder = context.pluginWorkDirectoryURL
        let outputs = english.map { folder.appendingPathComponent("Pseudo" + $0.lastPathComponent) }
        return [.buildCommand(displayName: "Generating the pseudo-locale's copy (en-XA)",
                              executable: try context.tool(named: "habits-pseudo-copy").url,
                              arguments: [folder.path] + english.map(\.path),
                              inputFiles: english, outputFiles: outputs)]
    }
}
