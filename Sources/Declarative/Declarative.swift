// The Declarative module: see docs/ARCHITECTURE.md. Its sources arrive with its issue.
