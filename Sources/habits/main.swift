import CMalloc
import Glibc
import HabitCLI

// One malloc arena per core instead of glibc's eight per core: `habits serve` answers on 32 threads, and
// with an arena each the memory freed after a burst of requests stayed in them (bench/hosted.sh:
// 266–312 MB per process after the runs with the default, 222 MB with this; BENCHMARKS.md).
_ = mallopt(M_ARENA_MAX, Int32(max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN)))))

CLI.main()
