#ifndef HABITS_CMICROHTTPD_SHIM_H
#define HABITS_CMICROHTTPD_SHIM_H

// Swift cannot call C variadic functions, and a few libmicrohttpd entry points are variadic
// (MHD_start_daemon, MHD_get_connection_info). The small inline wrappers below give Swift a
// fixed signature; everything else is used directly from <microhttpd.h>.

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/socket.h>
#include <microhttpd.h>

/// libmicrohttpd prints refused connections and client errors to stderr unless it is given a
/// logger; the server reports what matters itself, so MHD's own messages are dropped.
static inline void habits_mhd_discard_log(void *cls, const char *format, va_list arguments) {
    (void)cls;
    (void)format;
    (void)arguments;
}

/// Starts a daemon whose options come from an array terminated by `MHD_OPTION_END`.
static inline struct MHD_Daemon *habits_mhd_start_daemon(unsigned int flags,
                                                         MHD_AccessHandlerCallback handler,
                                                         void *handler_context,
                                                         struct MHD_OptionItem *options) {
    return MHD_start_daemon(flags, 0, NULL, NULL, handler, handler_context,
                            MHD_OPTION_EXTERNAL_LOGGER, habits_mhd_discard_log, NULL,
                            MHD_OPTION_ARRAY, options,
                            MHD_OPTION_END);
}

/// An option item carrying a plain number (limits, timeouts, a socket).
static inline struct MHD_OptionItem habits_mhd_option_value(enum MHD_OPTION option, intptr_t value) {
    struct MHD_OptionItem item = { option, value, NULL };
    return item;
}

/// An option item carrying one pointer (certificate and key text).
static inline struct MHD_OptionItem habits_mhd_option_pointer(enum MHD_OPTION option, void *pointer) {
    struct MHD_OptionItem item = { option, 0, pointer };
    return item;
}

/// `MHD_OPTION_NOTIFY_COMPLETED`: function pointers travel as `intptr_t` in option arrays.
static inline struct MHD_OptionItem habits_mhd_option_notify_completed(MHD_RequestCompletedCallback callback,
                                                                       void *context) {
    struct MHD_OptionItem item = { MHD_OPTION_NOTIFY_COMPLETED, (intptr_t)callback, context };
    return item;
}

/// `MHD_OPTION_URI_LOG_CALLBACK`: called once per request with the raw request target, before
/// libmicrohttpd unescapes it; its result becomes the request's `*con_cls`.
typedef void *(*habits_mhd_uri_callback)(void *context, const char *uri, struct MHD_Connection *connection);

static inline struct MHD_OptionItem habits_mhd_option_uri_log(habits_mhd_uri_callback callback, void *context) {
    struct MHD_OptionItem item = { MHD_OPTION_URI_LOG_CALLBACK, (intptr_t)callback, context };
    return item;
}

static inline struct MHD_OptionItem habits_mhd_option_end(void) {
    struct MHD_OptionItem item = { MHD_OPTION_END, 0, NULL };
    return item;
}

/// The peer address of a connection, or NULL.
static inline const struct sockaddr *habits_mhd_client_address(struct MHD_Connection *connection) {
    const union MHD_ConnectionInfo *info = MHD_get_connection_info(connection, MHD_CONNECTION_INFO_CLIENT_ADDRESS);
    return info == NULL ? NULL : info->client_addr;
}

#endif
