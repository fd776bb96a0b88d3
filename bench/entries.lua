-- wrk script for durable entry writes (`make bench`, bench/group_commit.sh): every request is a
-- `PUT /api/v1/trackers/ID/entries/DAY` that changes what the day holds, so each one commits.
-- ENTRY_TRACKERS holds space-separated tracker ids (every-day habits created a year before
-- ENTRY_TODAY), ENTRY_DAYS how many days back from ENTRY_TODAY to cycle over. Each of the
-- WRK_THREADS wrk threads owns every n-th tracker and walks its (tracker, day) pairs in turn, so two
-- requests in flight never name the same pair; a pair's visits alternate done and skipped.
local trackers = {}
for id in string.gmatch(os.getenv("ENTRY_TRACKERS") or "", "%S+") do trackers[#trackers + 1] = id end
assert(#trackers > 0, "set ENTRY_TRACKERS")

local threads = 0
function setup(thread)
  thread:set("thread_index", threads)
  threads = threads + 1
end

local function iso(time) return os.date("!%Y-%m-%d", time) end

local mine, days, next_pair, visits = {}, {}, 0, {}
local bodies = { '{"state":"done"}', '{"state":"skipped"}' }
local headers = { ["Content-Type"] = "application/json" }
function init(args)
  local count = tonumber(os.getenv("WRK_THREADS") or "2")
  for i, id in ipairs(trackers) do
    if (i - 1) % count == thread_index then mine[#mine + 1] = id end
  end
  assert(#mine > 0, "fewer trackers than threads")
  local y, m, d = string.match(os.getenv("ENTRY_TODAY") or "", "(%d+)-(%d+)-(%d+)")
  local today = os.time({ year = tonumber(y), month = tonumber(m), day = tonumber(d), hour = 12 })
  for back = 0, tonumber(os.getenv("ENTRY_DAYS") or "300") - 1 do days[#days + 1] = iso(today - back * 86400) end
end

function request()
  local pairs_count = #mine * #days
  next_pair = next_pair % pairs_count
  local tracker = mine[next_pair % #mine + 1]
  local day = days[math.floor(next_pair / #mine) + 1]
  local visit = (visits[next_pair] or 0) + 1
  visits[next_pair] = visit
  next_pair = next_pair + 1
  return wrk.format("PUT", "/api/v1/trackers/" .. tracker .. "/entries/" .. day, headers, bodies[(visit - 1) % 2 + 1])
end
