import HabitCore
import HabitScreens

struct CategoryAddCommand: Command {
    static let path = ["category", "add"]
    static let summary = "Add a category"
    static let help = "Usage: habits category add NAME\n\nAdds a category (1–38 characters, unique ignoring case)."

    static func run(_ input: Input, _ context: Context) throws {
        let newID: Category.ID = context.ids.make()
        let category = try context.store().update { (library: inout Library) throws(DomainError) in
            try library.addCategory(named: input.positionals[0], id: newID)
        }
        context.print(context.copy.addedCategory(category.name))
    }
}

struct CategoryListCommand: Command {
    static let path = ["category", "list"]
    static let summary = "List categories with their tracker counts"
    static let help = "Usage: habits category list [--json]"
    static let options: [Option] = [.json]
    static let arguments = 0...0

    static func run(_ input: Input, _ context: Context) throws {
        let library = try context.library()
        let rows = library.categories.map { CategorySummary(category: $0, trackers: library.trackers(in: $0.id).count) }
        if input.has("json") { return context.printJSON(rows) }
        if rows.isEmpty { return context.print(context.copy.noCategories) }
        for row in rows {
            context.print("\(row.category.name) (\(context.copy.trackerCount(row.trackers)))")
        }
    }
}

struct CategoryRenameCommand: Command {
    static let path = ["category", "rename"]
    static let summary = "Rename a category"
    static let help = "Usage: habits category rename OLD NEW"
    static let arguments = 2...2

    static func run(_ input: Input, _ context: Context) throws {
        let category = try context.category(named: input.positionals[0])
        let name = input.positionals[1]
        try context.store().update { (library: inout Library) throws(DomainError) in
            try library.renameCategory(category.id, to: name)
        }
        context.print(context.copy.renamedCategory(category.name, to: Names.trimmed(name)))
    }
}

struct CategoryDeleteCommand: Command {
    static let path = ["category", "delete"]
    static let summary = "Delete a category, its trackers and their history"
    static let help = "Usage: habits category delete NAME --yes\n\nWithout --yes nothing is deleted (exit 64)."
    static let options: [Option] = [.yes]

    static func run(_ input: Input, _ context: Context) throws {
        let category = try context.category(named: input.positionals[0])
        let count = try context.library().trackers(in: category.id).count
        guard input.has("yes") else {
            throw CLIError.usage(context.copy.confirmDeleteCategory(category.name, trackers: count))
        }
        try context.store().update { (library: inout Library) throws(DomainError) in
            try library.deleteCategory(category.id)
        }
        context.print(context.copy.deletedCategory(category.name, trackers: count))
    }
}

struct CategoryMoveCommand: Command {
    static let path = ["category", "move"]
    static let summary = "Move a category one place up or down"
    static let help = "Usage: habits category move NAME (--up | --down)\n\nAt either end nothing changes."
    static let options: [Option] = [.flag("up"), .flag("down")]
    static func run(_ input: Input, _ context: Context) throws {
        let category = try context.category(named: input.positionals[0])
        let offset = try input.direction()
        let changed = try context.store().update { (library: inout Library) throws(DomainError) in
            try library.moveCategory(category.id, by: offset)
        }
        context.print(context.copy.movedCategory(category.name, up: offset < 0, changed: changed))
    }
}
