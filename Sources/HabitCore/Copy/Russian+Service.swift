extension Russian: ServiceCopy {
    public func backedUp(to path: String) -> String { "Резервная копия записана в \(path); проверка целостности пройдена." }
    public func restored(from file: String, keeping kept: String?) -> String {
        kept.map { kept in "Восстановлено из \(file). Прежняя база сохранена как \(kept)." } ?? "Восстановлено из \(file)."
    }
}
