#pragma once

namespace astrolabe::attention {

// The number of rows and columns of a matrix.
struct MatrixShape
{
    int rows = 0;
    int columns = 0;

    constexpr bool operator==(const MatrixShape &other) const
    {
        return rows == other.rows && columns == other.columns;
    }
    constexpr bool operator!=(const MatrixShape &other) const { return !(*this == other); }
};

// The shapes inside one multi-head attention layer whose m queries come from one sequence and
// whose keys and values come from n positions of another (cross-attention; self-attention is
// the case where both are the same sequence, m = n). Each of the h heads works at width
// d_head = d_model / h, as in Vaswani et al. (2017), d_k = d_v = d_model / h:
//   Q = Y W_Q     m x d_head   (one query per decoder position)
//   K = Z W_K     n x d_head   (one key per source position)
//   V = Z W_V     n x d_head   (one value per key)
//   softmax(Q K^T / sqrt(d_head))       m x n   (a row per query, a column per key)
//   weights V                           m x d_head
//   Concat(heads) W_O                   m x d_model (one row per query, back to the model width)
struct CrossAttentionShapes
{
    int headWidth = 0; // d_head
    MatrixShape queries;
    MatrixShape keys;
    MatrixShape values;
    MatrixShape weights;
    MatrixShape headOutput;
    MatrixShape output;
};

// Preconditions: every count positive and heads dividing modelWidth.
constexpr CrossAttentionShapes crossAttentionShapes(int queryPositions, int sourcePositions,
                                                    int modelWidth, int heads)
{
    const int headWidth = modelWidth / heads;
    CrossAttentionShapes s;
    s.headWidth = headWidth;
    s.queries = {queryPositions, headWidth};
    s.keys = {sourcePositions, headWidth};
    s.values = {sourcePositions, headWidth};
    // (m x d_head)(d_head x n): the inner sizes are the query and key widths.
    s.weights = {s.queries.rows, s.keys.rows};
    // (m x n)(n x d_head): the inner sizes are the weight columns and the value rows.
    s.headOutput = {s.weights.rows, s.values.columns};
    s.output = {s.headOutput.rows, heads * s.headOutput.columns};
    return s;
}

} // namespace astrolabe::attention
