#pragma once

#include "store/schema_ladder.h"

#include <QSqlDatabase>
#include <QString>

namespace astrolabe::store {

// The class file's schema history (<data>/class.sqlite), as the file really evolved. Each step
// takes a file from version N-1 to N; the ladder runs each in its own transaction together with
// the new PRAGMA user_version, so a failed upgrade leaves the file as it was. Version 0 is an
// empty file; a new one is taken through every step at once.
//
//   1  one class: students (a progress file's header per student) and student_reviews (each
//      student's whole review log, keyed by student and the id their own log gave the row).
//   2  named classes: classes (name, created, archived) and class_choice (the chosen one);
//      students and student_reviews gain class_id. A version 1 file's students become those of
//      one class, "My class", created when its first student was imported, and chosen.
//   3  expected_names: each class's roster, the names of the students expected to hand in a
//      file, in the teacher's order; empty for every class of an older file.
//
// Each step spells out its tables and columns as they were then: a later change to the queries
// of ClassStore or to review_log_row does not change what an old file is upgraded to.
namespace class_migrations {

constexpr int kCurrentVersion = 3;

bool migrateToVersion1(QSqlDatabase &db, QString *error);
bool migrateToVersion2(QSqlDatabase &db, QString *error);
bool migrateToVersion3(QSqlDatabase &db, QString *error);

// The steps above, in order: what ClassStore::open runs through LockedDatabase.
SchemaLadder ladder();

// The name of the teacher's first class (and of a version 1 file's one class), until they
// rename it: "My class", in the interface's language.
QString firstClassName();

} // namespace class_migrations
} // namespace astrolabe::store
