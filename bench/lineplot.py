"""One figure of lines (coverage curves) as SVG, for the bench tables.

  save_lines(path, [(label, xs, ys)], xlabel, ylabel, title)

Does nothing when matplotlib is not installed (Debian's python3-matplotlib
is there for /usr/bin/python3).
"""


def save_lines(path, series, xlabel, ylabel, title, marker=None):
    try:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        return False
    fig, ax = plt.subplots(figsize=(7, 4.5))
    for label, xs, ys in series:
        ax.plot(xs, ys, label=label, marker=marker)
    ax.set_xlabel(xlabel)
    ax.set_ylabel(ylabel)
    ax.set_title(title)
    ax.legend(fontsize=8)
    ax.grid(alpha=0.3)
    fig.tight_layout()
    fig.savefig(path)
    plt.close(fig)
    return True
