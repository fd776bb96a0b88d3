/// Words about writes that waited offline (SPEC §14): part of every language's `Copy`, kept in files
/// of their own (`English+Sync.swift`, …).
public protocol SyncCopy {
    /// Why a write that waited was not saved: the part it changed had been written since, on
    /// another device (last write wins). Follows `refusedStatus`.
    var writeSuperseded: String { get }
}
