extension Chinese: ServiceCopy {
    public func backedUp(to path: String) -> String { "已将备份写入 \(path)；完整性检查通过。" }
    public func restored(from file: String, keeping kept: String?) -> String {
        kept.map { kept in "已从 \(file) 恢复。之前的数据库已保存为 \(kept)。" } ?? "已从 \(file) 恢复。"
    }
}
