#pragma once

namespace astrolabe::attention {

// How a layer lets one position of a sequence read another.
enum class Connection {
    Recurrent,   // each state is made from the state just before it (left to right)
    Attention,   // one self-attention layer: every output reads every input directly
    Convolution, // causal convolutions of kernel width k: a position reads itself and the
                 // k - 1 positions just before it, one layer at a time
};

// The steps a signal takes from a position to one `distance` positions later, as Vaswani et al.
// (2017, section 4 and Table 1) count path lengths: the recurrent transitions it passes through
// (distance of them), the attention layers (always one), or the convolution layers of width
// `kernel` it must cross (each reaches kernel - 1 positions further back: the distance divided
// by k - 1, rounded up). Preconditions: distance >= 1; kernel >= 2 for Convolution (ignored
// otherwise).
constexpr int pathLength(Connection connection, int distance, int kernel = 0)
{
    switch (connection) {
    case Connection::Recurrent:
        return distance;
    case Connection::Attention:
        return 1;
    case Connection::Convolution:
        return (distance + kernel - 2) / (kernel - 1);
    }
    return distance;
}

// The longest such path inside a sequence of n positions: the one between its two ends, n - 1
// positions apart (n - 1 recurrent steps; one attention step). Precondition: length >= 2.
constexpr int longestPathLength(Connection connection, int length, int kernel = 0)
{
    return pathLength(connection, length - 1, kernel);
}

} // namespace astrolabe::attention
