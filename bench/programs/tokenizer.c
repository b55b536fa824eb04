/* tokenizer.c - a lexer for a small C-like language over a symbolic string.
 *
 * Stresses: character-class dispatch (switch over the next character),
 * keyword recognition by string comparison, multi-character operators
 * (== != <= >= && || ++ -- += ->), decimal/hex/octal numbers with overflow
 * checks, string and character literals with escapes, and line and block
 * comments (unterminated variants are errors).  The search has to build
 * whole tokens character by character; reach_error() needs the exact token
 * sequence  if ( IDENT == 42 )  (or a hex literal equal to 42), and a
 * second site needs the keyword "do", a string literal with an escape
 * and a comment.
 */
#include <string.h>

extern char __VERIFIER_nondet_char(void);
extern void reach_error(void);

#define LEN 12
#define MAXTOK 16

enum tok_kind {
  T_EOF,
  T_IDENT,
  T_KEYWORD,
  T_NUMBER,
  T_STRING,
  T_CHAR,
  T_LPAREN,
  T_RPAREN,
  T_LBRACE,
  T_RBRACE,
  T_SEMI,
  T_COMMA,
  T_OP,
  T_ERROR
};

enum op_kind {
  OP_NONE,
  OP_ASSIGN,
  OP_EQ,
  OP_NE,
  OP_LT,
  OP_LE,
  OP_GT,
  OP_GE,
  OP_PLUS,
  OP_INC,
  OP_PLUS_ASSIGN,
  OP_MINUS,
  OP_DEC,
  OP_ARROW,
  OP_STAR,
  OP_SLASH,
  OP_AND,
  OP_LAND,
  OP_OR,
  OP_LOR,
  OP_NOT
};

struct token {
  enum tok_kind kind;
  enum op_kind op;
  int value;   /* numbers, chars, keyword index */
  int start;   /* offset in the source */
  int len;
  int escapes; /* escapes in string / char literals */
};

static const char *keywords[] = {"if", "else", "while", "for", "int",
                                 "return", "char", "do"};
#define NKEYWORDS 8

static char src[LEN + 1];
static int pos;
static struct token toks[MAXTOK];
static int ntoks;
static int n_comments;

static int is_alpha(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
}
static int is_digit(char c) { return c >= '0' && c <= '9'; }
static int is_hex(char c) {
  return is_digit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
}
static int hex_val(char c) {
  if (is_digit(c))
    return c - '0';
  if (c >= 'a' && c <= 'f')
    return c - 'a' + 10;
  return c - 'A' + 10;
}
static int is_space(char c) {
  return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

static char peek(int k) {
  if (pos + k >= LEN)
    return 0;
  return src[pos + k];
}

/* Skips blanks and comments.  Returns 0 on an unterminated comment. */
static int skip_space(void) {
  for (;;) {
    char c = peek(0);
    if (is_space(c)) {
      pos++;
    } else if (c == '/' && peek(1) == '/') {
      n_comments++;
      while (peek(0) != 0 && peek(0) != '\n')
        pos++;
    } else if (c == '/' && peek(1) == '*') {
      n_comments++;
      pos += 2;
      while (!(peek(0) == '*' && peek(1) == '/')) {
        if (peek(0) == 0)
          return 0;
        pos++;
      }
      pos += 2;
    } else {
      return 1;
    }
  }
}

/* Reads one escape sequence after a backslash.  Returns -1 if invalid. */
static int read_escape(void) {
  char c = peek(0);
  int v;
  pos++;
  switch (c) {
  case 'n':
    return '\n';
  case 't':
    return '\t';
  case '\\':
    return '\\';
  case '\'':
    return '\'';
  case '"':
    return '"';
  case '0':
    return 0;
  case 'x':
    if (!is_hex(peek(0)))
      return -1;
    v = 0;
    while (is_hex(peek(0)) && v < 256) {
      v = v * 16 + hex_val(peek(0));
      pos++;
    }
    return v < 256 ? v : -1;
  default:
    return -1;
  }
}

static void lex_number(struct token *t) {
  long v = 0;
  int base = 10;
  if (peek(0) == '0' && (peek(1) == 'x' || peek(1) == 'X')) {
    base = 16;
    pos += 2;
    if (!is_hex(peek(0))) {
      t->kind = T_ERROR;
      return;
    }
  } else if (peek(0) == '0' && is_digit(peek(1))) {
    base = 8;
    pos++;
  }
  for (;;) {
    char c = peek(0);
    int d;
    if (base == 16 && is_hex(c))
      d = hex_val(c);
    else if (base != 16 && is_digit(c))
      d = c - '0';
    else
      break;
    if (base == 8 && d >= 8) {
      t->kind = T_ERROR; /* bad octal digit */
      return;
    }
    v = v * base + d;
    if (v > 32767) {
      t->kind = T_ERROR; /* literal too large */
      return;
    }
    pos++;
  }
  if (is_alpha(peek(0))) {
    t->kind = T_ERROR; /* 12abc */
    return;
  }
  t->kind = T_NUMBER;
  t->value = (int)v;
}

static void lex_ident(struct token *t) {
  char word[LEN + 1];
  int n = 0, k;
  while (is_alpha(peek(0)) || is_digit(peek(0))) {
    word[n++] = peek(0);
    pos++;
  }
  word[n] = 0;
  t->kind = T_IDENT;
  for (k = 0; k < NKEYWORDS; k++) {
    if (strcmp(word, keywords[k]) == 0) {
      t->kind = T_KEYWORD;
      t->value = k;
      return;
    }
  }
}

static void lex_string(struct token *t) {
  pos++; /* opening quote */
  for (;;) {
    char c = peek(0);
    if (c == 0 || c == '\n') {
      t->kind = T_ERROR; /* unterminated string */
      return;
    }
    if (c == '"') {
      pos++;
      t->kind = T_STRING;
      return;
    }
    if (c == '\\') {
      pos++;
      if (read_escape() < 0) {
        t->kind = T_ERROR;
        return;
      }
      t->escapes++;
    } else {
      pos++;
    }
  }
}

static void lex_char(struct token *t) {
  int v;
  pos++;
  if (peek(0) == '\\') {
    pos++;
    v = read_escape();
    t->escapes++;
  } else if (peek(0) == '\'' || peek(0) == 0) {
    v = -1; /* empty character literal */
  } else {
    v = peek(0);
    pos++;
  }
  if (v < 0 || peek(0) != '\'') {
    t->kind = T_ERROR;
    return;
  }
  pos++;
  t->kind = T_CHAR;
  t->value = v;
}

/* Operators: longest match first. */
static void lex_op(struct token *t) {
  char c = peek(0), d = peek(1);
  t->kind = T_OP;
  pos++;
  switch (c) {
  case '=':
    if (d == '=') { t->op = OP_EQ; pos++; } else t->op = OP_ASSIGN;
    break;
  case '!':
    if (d == '=') { t->op = OP_NE; pos++; } else t->op = OP_NOT;
    break;
  case '<':
    if (d == '=') { t->op = OP_LE; pos++; } else t->op = OP_LT;
    break;
  case '>':
    if (d == '=') { t->op = OP_GE; pos++; } else t->op = OP_GT;
    break;
  case '+':
    if (d == '+') { t->op = OP_INC; pos++; }
    else if (d == '=') { t->op = OP_PLUS_ASSIGN; pos++; }
    else t->op = OP_PLUS;
    break;
  case '-':
    if (d == '-') { t->op = OP_DEC; pos++; }
    else if (d == '>') { t->op = OP_ARROW; pos++; }
    else t->op = OP_MINUS;
    break;
  case '*':
    t->op = OP_STAR;
    break;
  case '/':
    t->op = OP_SLASH;
    break;
  case '&':
    if (d == '&') { t->op = OP_LAND; pos++; } else t->op = OP_AND;
    break;
  case '|':
    if (d == '|') { t->op = OP_LOR; pos++; } else t->op = OP_OR;
    break;
  default:
    t->kind = T_ERROR;
    break;
  }
}

/* Lexes the next token; returns its kind. */
static enum tok_kind next_token(void) {
  struct token *t = &toks[ntoks];
  char c;
  memset(t, 0, sizeof *t);
  if (!skip_space()) {
    t->kind = T_ERROR;
    ntoks++;
    return T_ERROR;
  }
  t->start = pos;
  c = peek(0);
  if (c == 0)
    t->kind = T_EOF;
  else if (is_alpha(c))
    lex_ident(t);
  else if (is_digit(c))
    lex_number(t);
  else if (c == '"')
    lex_string(t);
  else if (c == '\'')
    lex_char(t);
  else if (c == '(') { t->kind = T_LPAREN; pos++; }
  else if (c == ')') { t->kind = T_RPAREN; pos++; }
  else if (c == '{') { t->kind = T_LBRACE; pos++; }
  else if (c == '}') { t->kind = T_RBRACE; pos++; }
  else if (c == ';') { t->kind = T_SEMI; pos++; }
  else if (c == ',') { t->kind = T_COMMA; pos++; }
  else
    lex_op(t);
  t->len = pos - t->start;
  ntoks++;
  return t->kind;
}

static int is_kw(int i, const char *kw) {
  return toks[i].kind == T_KEYWORD && strcmp(keywords[toks[i].value], kw) == 0;
}

int main(void) {
  int i;
  int n_ops = 0, n_idents = 0, n_numbers = 0, balance = 0;
  enum tok_kind k;

  for (i = 0; i < LEN; i++)
    src[i] = __VERIFIER_nondet_char();
  src[LEN] = 0;

  pos = 0;
  ntoks = 0;
  do {
    k = next_token();
  } while (k != T_EOF && k != T_ERROR && ntoks < MAXTOK);

  if (k == T_ERROR)
    return 1;

  for (i = 0; i < ntoks; i++) {
    switch (toks[i].kind) {
    case T_OP:
      n_ops++;
      break;
    case T_IDENT:
      n_idents++;
      break;
    case T_NUMBER:
      n_numbers++;
      break;
    case T_LPAREN:
      balance++;
      break;
    case T_RPAREN:
      balance--;
      if (balance < 0)
        return 2; /* unbalanced */
      break;
    default:
      break;
    }
  }

  /* if ( x == 42 ) */
  if (ntoks >= 6 && is_kw(0, "if") && toks[1].kind == T_LPAREN &&
      toks[2].kind == T_IDENT && toks[3].kind == T_OP &&
      toks[3].op == OP_EQ && toks[4].kind == T_NUMBER &&
      toks[4].value == 42 && toks[5].kind == T_RPAREN)
    reach_error();

  /* do "\n" // : keyword, string literal with an escape, comment */
  if (ntoks >= 2 && is_kw(0, "do") && toks[1].kind == T_STRING &&
      toks[1].escapes > 0 && n_comments > 0)
    reach_error();

  if (n_ops >= 3 && n_idents >= 2 && balance == 0)
    return 3;
  if (n_numbers >= 2 && toks[0].kind == T_CHAR && toks[0].value == '\t')
    return 4;
  return 0;
}
