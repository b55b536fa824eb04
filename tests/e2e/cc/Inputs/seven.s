# A native object: its symbol stays undefined in the program's bitcode.
	.text
	.globl	asm_seven
	.type	asm_seven, @function
asm_seven:
	movl	$7, %eax
	ret
	.section	.note.GNU-stack,"",@progbits
