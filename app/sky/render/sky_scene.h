#pragma once

#include <QString>
#include <QVector>
#include <QtGlobal>

namespace astrolabe {

// What the sky item draws, in unit coordinates (0..1 across and down): every star with its
// recall and state, the constellation lines, and the chapters' regions. A plain value that the
// sky model fills from the learner's memory (and the benchmark fills with thousands of stars).
struct SkyScene
{
    enum class StarState { Unseen = 0, Learning = 1, Learned = 2, Due = 3 };

    struct Star
    {
        float x = 0.0f;
        float y = 0.0f;
        float recall = 0.0f; // 0..1, at the moment the sky shows
        StarState state = StarState::Unseen;
        quint32 seed = 0;    // the star's own twinkle phase and drift
    };
    struct Line
    {
        int from = 0;
        int to = 0;
    };
    struct Region
    {
        float x = 0.0f; // centre
        float width = 0.0f;
        int hue = 0;    // 0, 1, 2, ... a tint per chapter
        float y = 0.52f; // centre
        float height = 0.8f;
    };

    int daysAhead = 0; // the day shown, from today
    QString learner;   // whose memory the stars show (the profile's name)
    QVector<Star> stars;
    QVector<Line> lines;
    QVector<Region> regions;
};

} // namespace astrolabe
