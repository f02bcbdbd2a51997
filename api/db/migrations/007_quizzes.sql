-- Quizzes (GET /quizzes/{id}): the questions and their options as one document; each option may count
-- towards a result (`result`, a key, never sent to the site). `results` lists the quiz's results as
-- [{ key, slug }] in tie-break order. The demo quizzes (api/fixtures/quizzes.ts) are written by api/seed/quiz.ts.
CREATE TABLE IF NOT EXISTS quizzes (
  id          integer PRIMARY KEY,
  title       text    NOT NULL,
  subtitle    text    NOT NULL DEFAULT '',
  description text    NOT NULL DEFAULT '',
  image       text,
  questions   jsonb   NOT NULL,
  results     jsonb   NOT NULL DEFAULT '[]'::jsonb
);

-- Results (POST /quizzes/{id}/results): the answers as sent ({ "question-{id}": option id }) and the
-- slug of the result page they led to (null when no answer counted towards one).
CREATE TABLE IF NOT EXISTS quiz_results (
  id         serial PRIMARY KEY,
  quiz_id    integer     NOT NULL REFERENCES quizzes (id) ON DELETE CASCADE,
  user_id    integer     NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  answers    jsonb       NOT NULL,
  slug       text,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX IF NOT EXISTS quiz_results_user_id ON quiz_results (user_id);
