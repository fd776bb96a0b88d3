import Foundation
import PackagePlugin

/// Builds `rules.wasm` (SPEC §23) for the target it is applied to (HabitWeb), as a resource:
/// HabitRules compiled with Embedded Swift for wasm32-unknown-none-wasm by `wasm/build.sh`,
/// with the toolchain that builds the package. It runs again when a rule or the interface changes.
@main
struct RulesWasm: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let rules = try context.package.targets(named: ["HabitRules"]).first as? SourceModuleTarget else { return [] }
        let wasm = context.package.directoryURL.appending(path: "wasm")
        let script = wasm.appending(path: "build.sh")
        let output = context.pluginWorkDirectoryURL.appending(path: "rules.wasm")
        let swiftc = try context.tool(named: "swiftc").url
        return [.buildCommand(displayName: "Building rules.wasm (HabitRules with Embedded Swift)",
                              executable: URL(fileURLWithPath: "/bin/bash"),
                              arguments: [script.path, output.path, swiftc.deletingLastPathComponent().path],
                              inputFiles: rules.sourceFiles(withSuffix: "swift").map(\.url)
                                  + ["Exports.swift", "allocator.c", "build.sh"].map { wasm.appending(path: $0) },
                              outputFiles: [output])]
    }
}
