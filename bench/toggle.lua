-- wrk script for durable writes: each request marks a completion done (PUT) or undone (DELETE),
-- always the opposite of that completion's current state, so that every request commits a change.
-- TOGGLE_PATHS holds space-separated /api/v1/trackers/ID/completions/DAY paths whose completions are
-- undone at the start; each of the WRK_THREADS wrk threads owns every n-th path and walks its own in
-- turn, so a path's next request is issued long after its previous one.
local all = {}
for path in string.gmatch(os.getenv("TOGGLE_PATHS") or "", "%S+") do all[#all + 1] = path end
assert(#all > 0, "set TOGGLE_PATHS")

local threads = 0
function setup(thread)
  thread:set("thread_index", threads)
  threads = threads + 1
end

local paths, done, next_path = {}, {}, 0
function init(args)
  local count = tonumber(os.getenv("WRK_THREADS") or "2")
  for i, path in ipairs(all) do
    if (i - 1) % count == thread_index then paths[#paths + 1] = path end
  end
  assert(#paths > 0, "fewer paths than threads")
end

function request()
  next_path = next_path % #paths + 1
  local path = paths[next_path]
  done[path] = not done[path]
  return wrk.format(done[path] and "PUT" or "DELETE", path)
end
