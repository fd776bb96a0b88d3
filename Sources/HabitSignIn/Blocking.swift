import Dispatch
import Synchronization

/// Waits on the calling thread for `work`, which runs on the concurrency pool: the HTTP server's
/// handlers are synchronous, and a sign-in's requests to the provider are the one place they
/// wait on the network. A server worker thread is no thread of the pool, so the pool goes on.
func blocking<T: Sendable>(_ work: @escaping @Sendable () async -> T) -> T {
    let done = DispatchSemaphore(value: 0)
    let result = Mutex<T?>(nil)
    Task {
        let value = await work()
        result.withLock { $0 = value }
        done.signal()
    }
    done.wait()
    return result.withLock { $0! }
}
