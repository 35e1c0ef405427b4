# `make boards`: the board-file inventory of the kernel tree as a document
# a maintainer could post (build/boards.md), also shown on the terminal.
.PHONY: boards
boards: all
	@./$(BUILD)/bf2dts boards --kernel $(BF2DTS_KERNEL) --format md \
		-o $(BUILD)/boards.md && cat $(BUILD)/boards.md
