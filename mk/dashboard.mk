# dashboard: the embedded web dashboard (daemon/dashboard) in a real headless
# Chromium (internal/browsertest): headline values, reward chart, countdown,
# live events, the polling fallback, no outside request, no console error.
# Debian's chromium is installed first when missing (needs root; under CI a
# missing browser fails the tests instead of skipping them). test-unit runs
# these tests too (with -race), so it installs the browser as well.
TEST_TARGETS += test-dashboard

.PHONY: test-dashboard install-chromium
test-dashboard: install-chromium
	@echo "==> dashboard browser tests"
	$(GO) test -count=1 ./daemon/dashboard/... ./internal/browsertest/...

test-unit: install-chromium

install-chromium:
	@scripts/install-chromium.sh
