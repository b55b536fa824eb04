; Input of is-constant-intrinsic.c.
declare i1 @llvm.is.constant.i64(i64)
declare i32 @__VERIFIER_nondet_int()

define i32 @main() {
entry:
  %x = call i32 @__VERIFIER_nondet_int()
  %y = sext i32 %x to i64
  %c = call i1 @llvm.is.constant.i64(i64 %y)
  br i1 %c, label %folded, label %runtime
folded:
  ret i32 1
runtime:
  %big = icmp sgt i32 %x, 10
  %r = zext i1 %big to i32
  ret i32 %r
}
