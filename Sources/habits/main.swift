import HabitCLI

CLI.main()
