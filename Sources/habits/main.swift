print("habits")
