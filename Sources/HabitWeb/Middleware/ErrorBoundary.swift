import Foundation
import HabitCore
import HabitMetrics
import HabitScreens
import HabitStore
import HTTPServer

/// The one place where whatever a handler or middleware throws becomes an answer.
///
/// `Failure` decides what an error means (not found, refused, storage unavailable); here it gets
/// its form: JSON `{"error": …}` under `/api/`, and everywhere else an HTML page in the app's
/// layout and the person's language, so a browser never sees JSON, SQL, file paths or CLI flags.
/// Anything that is neither an `HTTPError` nor a `Failure` is a bug: logged, and answered with a
/// bare 500.
struct ErrorBoundary: Middleware {
    func handle(_ request: Request, next: (Request) throws -> Response) throws -> Response {
        do {
            return try next(request)
        } catch {
            let answer = Self.httpError(for: error, request: request)
            guard !Self.wantsJSON(request) else { return ErrorMiddleware.response(for: answer ?? error, request: request) }
            guard let answer else {
                _ = ErrorMiddleware.response(for: error, request: request)  // logs it
                return ErrorPage.render(status: 500, message: nil, language: request.context.language)
            }
            // A page's 404 and 503 say it in the person's words; a refused rule shows its message.
            let message = answer.status == 422 || answer.status == 409 ? answer.message : nil
            var response = ErrorPage.render(status: answer.status, message: message, language: request.context.language)
            for (name, value) in answer.headers { response.headers.add(name, value) }
            return response
        }
    }

    /// The HTTP form of an error, or nil when it is not one the app expects.
    static func httpError(for error: any Error, request: Request) -> HTTPError? {
        if let error = error as? HTTPError { return error }
        let target = request.path.split(separator: "/").first { Identifier<Tracker>($0) != nil }.map(String.init)
        guard let failure = Failure(error, target: target) else { return nil }
        let language = request.context.language
        switch failure {
        case .notFound(let error):
            let what = if case .unknownCategory = error { "category" } else { "tracker" }
            return HTTPError(status: failure.httpStatus, code: "not_found", message: "No \(what) has the id \"\(target ?? "")\".")
        case .refused(let error):
            return HTTPError(status: failure.httpStatus, code: error.code, message: error.message(in: language))
        case .storageUnavailable:
            Metrics.databaseErrors.increment()
            writeToStandardError("habits: \(request.method) \(request.path): \(error)")
            return HTTPError(status: failure.httpStatus, code: "storage_unavailable",
                             message: "The database can't be written right now; nothing was changed.")
        }
    }

    /// The status of a page shown again because a rule refused what was asked: the same as the
    /// API's for that error (422, or 409 for an import into a non-empty database).
    static func status(refusing error: DomainError) -> Int { Failure.refused(error).httpStatus }

    /// The API, and scripts that ask for JSON, get JSON; browsers get pages.
    static func wantsJSON(_ request: Request) -> Bool {
        request.path.hasPrefix("/api/") || request.path == "/api"
    }
}

extension Failure {
    /// 404, 409 (an import into a non-empty database), 422, or 503.
    var httpStatus: Int {
        switch self {
        case .notFound: 404
        case .refused(.databaseNotEmpty): 409
        case .refused: 422
        case .storageUnavailable: 503
        }
    }
}

/// Why a page is shown again, or a sign-in refused, without a broken rule of the core: the one
/// place these statuses are chosen.
enum PageRefusal {
    /// Something needed is missing or not understood (a field left empty, no file chosen).
    case incomplete
    /// It was made from a stale copy of the page (a newer edit would be lost).
    case stale
    /// What it refers to is gone for good (an expired preview, a used invitation).
    case expired
    /// Too many attempts; try again later.
    case throttled
    /// No valid credentials.
    case unauthorized
    /// A sign-in refused for what it is (a forged or mismatched token, a name the proxy may not
    /// use, passwords turned off).
    case forbidden
    /// The service a sign-in depends on (the OpenID provider) cannot be used now.
    case upstreamUnavailable

    var status: Int {
        switch self {
        case .incomplete: 422
        case .stale: 409
        case .expired: 410
        case .throttled: 429
        case .unauthorized: 401
        case .forbidden: 403
        case .upstreamUnavailable: 502
        }
    }
}

extension Message {
    /// The status of a page that shows this message as the reason it did not do what was asked.
    var status: Int {
        switch self {
        case .rule(let error): ErrorBoundary.status(refusing: error)
        case .text: PageRefusal.incomplete.status
        }
    }
}

extension HabitStore {
    /// Runs a write for a page that shows a refusal itself: a broken rule is returned, for the
    /// page to show under its field (with `ErrorBoundary.status(refusing:)`); a storage failure,
    /// or the tracker the request addresses being gone (`addressing`), is thrown to the boundary.
    func attempt(addressing tracker: Tracker.ID? = nil,
                 _ command: (inout Library) throws(DomainError) -> Void) throws -> DomainError? {
        do {
            try update(command)
            return nil
        } catch let error as DomainError {
            if let tracker, error == .unknownTracker(tracker.lowercased) { throw error }
            return error
        }
    }
}
