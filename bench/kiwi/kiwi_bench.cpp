// The solver scenarios of bench/README (shared/bench), run on Kiwi (C++, header-only)
// in the same `make bench` as Cells, so the Kiwi column is measured, never copied.
// scripts/kiwi-bench.sh fetches Kiwi's headers from PyPI's kiwisolver and builds this.
//
// Input (written by CellsBenchmarks): the cell system as lines
//   variables N            then N names, one a line
//   constraint P OP C K    then K lines "index coefficient": sum + C OP 0 at priority P
//   edit I P V             variable I is an edit variable at priority P, suggested V
//   roles W B H            indices of the width, body height and content height
// Output: one line a scenario, "name seconds" (the median of several runs, per step).
// Further arguments name the scenarios to run (b b2 b3 c c2 a100 a1000 i1000 i10000);
// none runs them all. CellsBenchmarks runs the cell's scenarios again between its own
// rounds, so that each side's median spans the same stretch of the host's load.
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <string>
#include <vector>

#include "kiwi/kiwi.h"

namespace {

struct Term { int index; double coefficient; };
struct Spec { double priority; std::string op; double constant; std::vector<Term> terms; };
struct Edit { int index; double priority; double value; };

struct System {
    std::vector<std::string> names;
    std::vector<Spec> constraints;
    std::vector<Edit> edits;
    int width = -1, body = -1, height = -1;
};

// UIKit priorities as Kiwi strengths: required at 1000, and below it weights a
// thousandfold apart every 333 points (close to Cells' strict levels for the
// priorities the cell uses: 999, 750, 250 and 50).
double strength(double priority) {
    if (priority >= 1000) return kiwi::strength::required;
    return std::pow(1000.0, (priority - 1) / 333.0);
}

System read(const char* path) {
    std::ifstream in(path);
    System s;
    std::string word;
    while (in >> word) {
        if (word == "variables") {
            int n; in >> n; s.names.resize(n);
            for (auto& name : s.names) in >> name;
        } else if (word == "constraint") {
            Spec c; int k; in >> c.priority >> c.op >> c.constant >> k;
            c.terms.resize(k);
            for (auto& t : c.terms) in >> t.index >> t.coefficient;
            s.constraints.push_back(c);
        } else if (word == "edit") {
            Edit e; in >> e.index >> e.priority >> e.value; s.edits.push_back(e);
        } else if (word == "roles") {
            in >> s.width >> s.body >> s.height;
        }
    }
    return s;
}

void build(const System& s, kiwi::Solver& solver, const std::vector<kiwi::Variable>& v) {
    for (const auto& c : s.constraints) {
        std::vector<kiwi::Term> terms;
        for (const auto& t : c.terms) terms.emplace_back(v[t.index], t.coefficient);
        kiwi::Expression e(terms, c.constant);
        kiwi::RelationalOperator op = c.op == "==" ? kiwi::OP_EQ : c.op == "<=" ? kiwi::OP_LE : kiwi::OP_GE;
        solver.addConstraint(kiwi::Constraint(e, op, strength(c.priority)));
    }
    for (const auto& e : s.edits) {
        solver.addEditVariable(v[e.index], strength(std::min(e.priority, 999.0)));
        solver.suggestValue(v[e.index], e.value);
    }
}

std::vector<kiwi::Variable> variables(const System& s) {
    std::vector<kiwi::Variable> v;
    for (const auto& name : s.names) v.emplace_back(name);
    return v;
}

double seconds() {
    return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

template <typename F> double median(int runs, F body) {
    std::vector<double> times;
    for (int i = 0; i < runs; ++i) {
        double start = seconds();
        body();
        times.push_back(seconds() - start);
    }
    std::sort(times.begin(), times.end());
    return times[times.size() / 2];
}

volatile double sink = 0;

}  // namespace

int main(int argc, char** argv) {
    if (argc < 2) { std::fprintf(stderr, "usage: kiwi_bench SYSTEM [SCENARIO...]\n"); return 1; }
    std::vector<std::string> only(argv + 2, argv + argc);
    auto want = [&](const std::string& key) {
        return only.empty() || std::find(only.begin(), only.end(), key) != only.end();
    };
    System s = read(argv[1]);
    std::vector<kiwi::Variable> v = variables(s);
    kiwi::Solver solver;
    build(s, solver, v);
    solver.updateVariables();
    std::printf("check %.4f\n", v[s.height].value());

    const int steps = 10000;
    auto edits = [&](auto widthAt, bool withBody) {
        return median(5, [&] {
            for (int k = 0; k < steps; ++k) {
                solver.suggestValue(v[s.width], widthAt(k));
                if (withBody) solver.suggestValue(v[s.body], 100 + (k % 10) * 20.0);
                solver.updateVariables();
                for (auto& x : v) sink = sink + x.value();
            }
        }) / steps;
    };
    if (want("b")) std::printf("b %.9g\n", edits([](int k) { return 320 + (k % 200) * 2.0; }, false));
    if (want("b2")) std::printf("b2 %.9g\n", edits([](int k) { return 320 + (k % 200) * 2.0; }, true));
    if (want("b3")) std::printf("b3 %.9g\n", edits([](int k) { return 200 + (k % 451) * 2.0; }, true));

    if (want("c")) std::printf("c %.9g\n", median(5, [&] {
        for (int k = 0; k < steps; ++k) {
            std::vector<kiwi::Variable> fresh = variables(s);
            kiwi::Solver built;
            build(s, built, fresh);
            built.updateVariables();
            sink = sink + fresh[s.height].value();
        }
    }) / steps);
    kiwi::Solver reused;
    if (want("c2")) std::printf("c2 %.9g\n", median(5, [&] {
        for (int k = 0; k < steps; ++k) {
            reused.reset();
            build(s, reused, v);
            reused.updateVariables();
            sink = sink + v[s.height].value();
        }
    }) / steps);

    for (int n : {100, 1000}) {
        if (!want("a" + std::to_string(n))) continue;
        std::printf("a%d %.9g\n", n, median(n >= 1000 ? 3 : 5, [&] {
            std::vector<kiwi::Variable> c;
            for (int i = 0; i < n; ++i) c.emplace_back("v" + std::to_string(i));
            kiwi::Solver chain;
            chain.addConstraint(c[0] == 0);
            for (int i = 0; i + 1 < n; ++i) {
                double h = 44 + i % 7;
                chain.addConstraint(c[i + 1] >= c[i] + h);
                chain.addConstraint((c[i + 1] == c[i] + h) | kiwi::strength::weak);
            }
            chain.updateVariables();
            for (auto& x : c) sink = sink + x.value();
        }));
    }
    for (int n : {1000, 10000}) {
        if (!want("i" + std::to_string(n))) continue;
        std::printf("i%d %.9g\n", n, median(3, [&] {
            std::vector<kiwi::Variable> c;
            for (int i = 0; i < n; ++i) c.emplace_back("v" + std::to_string(i));
            kiwi::Solver independent;
            for (int i = 0; i < n; ++i) {
                independent.addConstraint(c[i] >= 44.0 * i);
                independent.addConstraint((c[i] == 44.0 * i) | kiwi::strength::weak);
            }
            independent.updateVariables();
            for (auto& x : c) sink = sink + x.value();
        }));
    }
    return 0;
}
