import Foundation
import HabitCore
import HTTPServer

/// Remembers the device that used the app last: its zone (the `tz` cookie the page's script
/// sets) and the language it is answered in, which reminders use while the person has set no
/// zone (SPEC §15). It writes only when they change, so an ordinary request stays a read. It
/// runs after the passphrase gate (a stranger's cookie changes nothing) and skips static files,
/// which the gate lets through, and a notification's `Done`.
struct DeviceMiddleware: Middleware {
    let app: AppContext

    func handle(_ request: Request, next: (Request) throws -> Response) throws -> Response {
        // A notification's `Done` comes from the service worker, signed in by its token alone.
        if !request.path.hasPrefix("/static/"), request.path != NotificationsAPI.donePath, let zone = request.cookies["tz"], TimeZone(identifier: zone) != nil {
            let language = request.context.language
            let settings = request.store.library.settings
            if settings.deviceZone != zone || settings.deviceLanguage != language {
                // A hint, not the person's data: if the store cannot write now, the next request tries again,
                // and this one is answered as usual.
                _ = try? request.store.update { (library: inout Library) -> Bool in library.recordDevice(zone: zone, language: language) }
            }
        }
        return try next(request)
    }
}
