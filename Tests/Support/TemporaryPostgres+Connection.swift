import HabitStore

extension TemporaryPostgres {
    /// A raw connection of its own to the habits database as `user`, outside any store.
    public func connection(as user: String = "habits") throws -> PostgresConnection {
        try PostgresConnection(url(as: user))
    }
}
