// Placeholder: the in-process timing tool for `make bench` (rules, board, detail at 1, 3, 10 years).
print("habits-bench")
