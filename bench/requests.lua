-- wrk script for requests read from a file (bench/run.sh's toggles, bench/hosted.sh's taps and
-- board reads): REQUESTS_FILE holds one request per line, `PATH` or `TOKEN PATH` (then signed in
-- with `Authorization: Bearer TOKEN`; bench/hosted_accounts.py writes those). This wrk process
-- takes every PARTS-th line from line PART (0-based), each of its WRK_THREADS threads every n-th
-- of those, and walks its share in turn.
-- TOGGLE=1: each request toggles the completion its path names (PUT, on the next visit DELETE, …;
-- the paths start undone), so every one commits; otherwise every request is a GET with
-- `Accept-Encoding: gzip`, as a browser sends it.
local parts = tonumber(os.getenv("PARTS") or "1")
local part = tonumber(os.getenv("PART") or "0")
local toggle = os.getenv("TOGGLE") == "1"

local threads = 0
function setup(thread)
  thread:set("thread_index", threads)
  threads = threads + 1
end

local requests, done, next_request = {}, {}, 0
function init(args)
  local count = tonumber(os.getenv("WRK_THREADS") or "1")
  local index = 0
  for line in io.lines(os.getenv("REQUESTS_FILE")) do
    if index % parts == part and math.floor(index / parts) % count == thread_index then
      local token, path = string.match(line, "^(%S+) (%S+)")
      if not token then path = string.match(line, "^(%S+)") end
      local headers = {}
      if token then headers["Authorization"] = "Bearer " .. token end
      if not toggle then headers["Accept-Encoding"] = "gzip" end
      requests[#requests + 1] = { path = path, headers = headers }
    end
    index = index + 1
  end
  assert(#requests > 0, "no requests for this thread")
end

function request()
  next_request = next_request % #requests + 1
  local item = requests[next_request]
  if not toggle then return wrk.format("GET", item.path, item.headers) end
  done[next_request] = not done[next_request]
  return wrk.format(done[next_request] and "PUT" or "DELETE", item.path, item.headers)
end
