// What hwloc tells about the cores this process may run on. Only devices/cpu includes hwloc.
#pragma once

#include "devices/device.hpp"

namespace weft::devices::cpu {

/// Reads the machine with hwloc, restricted to the process's CPU binding (taskset, cgroups,
/// SLURM and MPI bindings all show up there), and fills the capabilities that depend on it.
DeviceCaps readTopology();

} // namespace weft::devices::cpu
