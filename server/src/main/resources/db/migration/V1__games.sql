-- Game records: a game is its decks, seed, rules edition and list of choices (replayed exactly).
CREATE TABLE games (
    id          VARCHAR(40)  NOT NULL PRIMARY KEY,
    created_at  TIMESTAMP    NOT NULL,
    updated_at  TIMESTAMP    NOT NULL,
    status      VARCHAR(16)  NOT NULL,
    seed        BIGINT       NOT NULL,
    edition     VARCHAR(16)  NOT NULL,
    players     TEXT         NOT NULL,
    winner      INTEGER      NOT NULL,
    reason      VARCHAR(200),
    turn_number INTEGER      NOT NULL,
    choice_count INTEGER     NOT NULL
);

CREATE INDEX games_created ON games (created_at);

CREATE TABLE game_choices (
    game_id     VARCHAR(40)  NOT NULL REFERENCES games (id),
    idx         INTEGER      NOT NULL,
    choice      VARCHAR(4000) NOT NULL,
    PRIMARY KEY (game_id, idx)
);
