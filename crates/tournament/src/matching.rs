//! Maximum-weight matching in a general graph: Edmonds' blossom algorithm with dual
//! variables, O(n³).
//!
//! A port of Joris van Rantwijk's `mwmatching.py` (the reference implementation that
//! NetworkX's `max_weight_matching` also follows), kept close to it so that it can be
//! read side by side: the same names, the same steps, the same invariants. The Swiss
//! pairing needs a *perfect* matching of the greatest weight; it gets one by adding a
//! constant larger than any sum of the other weights to every edge (see `swiss.rs`), so
//! this module only answers "which matching weighs most".
//!
//! Vocabulary of the port: edge `k` has two *endpoints*, `2k` (its first vertex) and
//! `2k + 1` (its second); `p ^ 1` is the other end of the same edge. Vertices are
//! `0..n`, blossoms `n..2n`. Labels: 0 free, 1 S (outer), 2 T (inner); 4 and 5 are
//! temporary marks of `scan_blossom`. All arithmetic stays in integers: with integer
//! weights every S-S slack is even (the duals of S vertices share a parity), so the
//! halving in delta 3 is exact.

/// An edge between two vertices with a weight; vertices are `0..n`.
pub type Edge = (usize, usize, i128);

const NONE: usize = usize::MAX;

/// For each vertex `0..n`, its partner in a maximum-weight matching of `edges`, if any.
/// `n` must exceed every vertex named in `edges`; an edge to itself is not allowed.
pub fn max_weight_matching(n: usize, edges: &[Edge]) -> Vec<Option<usize>> {
    if edges.is_empty() {
        return vec![None; n];
    }
    let mut m = Matcher::new(n, edges);
    m.solve();
    (0..n)
        .map(|v| (m.mate[v] != NONE).then(|| m.endpoint[m.mate[v]]))
        .collect()
}

/// The sum of the weights of a matching given as partners (each edge counted once).
/// Panics if two partners are not joined by an edge.
pub fn matching_weight(edges: &[Edge], mates: &[Option<usize>]) -> i128 {
    let mut total = 0;
    for (v, mate) in mates.iter().enumerate() {
        if let Some(w) = *mate {
            if v < w {
                total += edges
                    .iter()
                    .filter(|&&(a, b, _)| (a, b) == (v, w) || (a, b) == (w, v))
                    .map(|e| e.2)
                    .max()
                    .expect("partners are joined by an edge");
            }
        }
    }
    total
}

struct Matcher<'a> {
    nvertex: usize,
    edges: &'a [Edge],
    /// `endpoint[p]`: the vertex at endpoint `p`.
    endpoint: Vec<usize>,
    /// `neighbend[v]`: the remote endpoints of the edges at `v`.
    neighbend: Vec<Vec<usize>>,
    /// `mate[v]`: the remote endpoint of `v`'s matched edge, or NONE.
    mate: Vec<usize>,
    label: Vec<u8>,
    /// The endpoint through which a vertex or top-level blossom got its label.
    labelend: Vec<usize>,
    /// The top-level blossom each vertex is in.
    inblossom: Vec<usize>,
    blossomparent: Vec<usize>,
    blossomchilds: Vec<Vec<usize>>,
    blossombase: Vec<usize>,
    /// `blossomendps[b][i]`: the endpoint joining child `i` to child `i + 1`.
    blossomendps: Vec<Vec<usize>>,
    /// The least-slack edge to a different S blossom (or, for a free vertex, to an S one).
    bestedge: Vec<usize>,
    blossombestedges: Vec<Option<Vec<usize>>>,
    unusedblossoms: Vec<usize>,
    /// Vertex duals `u` (0..n) and blossom duals `z` (n..2n); the vertices' are doubled
    /// relative to the textbook so that the slack `u + u - 2w` stays an integer.
    dualvar: Vec<i128>,
    /// Edges known to have zero slack (usable in alternating trees).
    allowedge: Vec<bool>,
    queue: Vec<usize>,
}

/// `v[j]` with Python's negative indexing, which the blossom walks rely on.
fn at(v: &[usize], j: i64) -> usize {
    v[j.rem_euclid(v.len() as i64) as usize]
}

impl<'a> Matcher<'a> {
    fn new(nvertex: usize, edges: &'a [Edge]) -> Self {
        let maxweight = edges.iter().map(|e| e.2).max().unwrap_or(0).max(0);
        let mut endpoint = Vec::with_capacity(2 * edges.len());
        let mut neighbend = vec![Vec::new(); nvertex];
        for (k, &(i, j, _)) in edges.iter().enumerate() {
            assert!(
                i != j && i < nvertex && j < nvertex,
                "edge {k} is not in 0..{nvertex}"
            );
            endpoint.push(i);
            endpoint.push(j);
            neighbend[i].push(2 * k + 1);
            neighbend[j].push(2 * k);
        }
        let n2 = 2 * nvertex;
        let mut blossombase: Vec<usize> = (0..nvertex).collect();
        blossombase.resize(n2, NONE);
        let mut dualvar = vec![maxweight; nvertex];
        dualvar.resize(n2, 0);
        Matcher {
            nvertex,
            edges,
            endpoint,
            neighbend,
            mate: vec![NONE; nvertex],
            label: vec![0; n2],
            labelend: vec![NONE; n2],
            inblossom: (0..nvertex).collect(),
            blossomparent: vec![NONE; n2],
            blossomchilds: vec![Vec::new(); n2],
            blossombase,
            blossomendps: vec![Vec::new(); n2],
            bestedge: vec![NONE; n2],
            blossombestedges: vec![None; n2],
            unusedblossoms: (nvertex..n2).collect(),
            dualvar,
            allowedge: vec![false; edges.len()],
            queue: Vec::new(),
        }
    }

    fn slack(&self, k: usize) -> i128 {
        let (i, j, wt) = self.edges[k];
        self.dualvar[i] + self.dualvar[j] - 2 * wt
    }

    fn blossom_leaves(&self, b: usize) -> Vec<usize> {
        let mut out = Vec::new();
        self.push_leaves(b, &mut out);
        out
    }

    fn push_leaves(&self, b: usize, out: &mut Vec<usize>) {
        if b < self.nvertex {
            out.push(b);
        } else {
            for &t in &self.blossomchilds[b] {
                self.push_leaves(t, out);
            }
        }
    }

    /// Labels `w` and its top-level blossom `t` (1 = S, 2 = T), reached through `p`;
    /// a T blossom's mate becomes S at once.
    fn assign_label(&mut self, w: usize, t: u8, p: usize) {
        let b = self.inblossom[w];
        debug_assert!(self.label[w] == 0 && self.label[b] == 0);
        self.label[w] = t;
        self.label[b] = t;
        self.labelend[w] = p;
        self.labelend[b] = p;
        self.bestedge[w] = NONE;
        self.bestedge[b] = NONE;
        if t == 1 {
            let leaves = self.blossom_leaves(b);
            self.queue.extend(leaves);
        } else {
            let base = self.blossombase[b];
            let mb = self.mate[base];
            debug_assert!(mb != NONE);
            self.assign_label(self.endpoint[mb], 1, mb ^ 1);
        }
    }

    /// Traces back from `v` and `w` towards their roots: the base of a new blossom
    /// where the paths meet, or NONE when they reach two roots (an augmenting path).
    fn scan_blossom(&mut self, mut v: usize, mut w: usize) -> usize {
        let mut path = Vec::new();
        let mut base = NONE;
        while v != NONE || w != NONE {
            let mut b = self.inblossom[v];
            if self.label[b] & 4 != 0 {
                base = self.blossombase[b];
                break;
            }
            debug_assert_eq!(self.label[b], 1);
            path.push(b);
            self.label[b] = 5;
            if self.labelend[b] == NONE {
                v = NONE;
            } else {
                v = self.endpoint[self.labelend[b]];
                b = self.inblossom[v];
                debug_assert_eq!(self.label[b], 2);
                v = self.endpoint[self.labelend[b]];
            }
            if w != NONE {
                std::mem::swap(&mut v, &mut w);
            }
        }
        for b in path {
            self.label[b] = 1;
        }
        base
    }

    /// Makes a new S blossom with base `base` through edge `k` between two S vertices.
    fn add_blossom(&mut self, base: usize, k: usize) {
        let (mut v, mut w, _) = self.edges[k];
        let bb = self.inblossom[base];
        let mut bv = self.inblossom[v];
        let mut bw = self.inblossom[w];
        let b = self.unusedblossoms.pop().expect("at most n blossoms");
        self.blossombase[b] = base;
        self.blossomparent[b] = NONE;
        self.blossomparent[bb] = b;
        let mut path = Vec::new();
        let mut endps = Vec::new();
        while bv != bb {
            self.blossomparent[bv] = b;
            path.push(bv);
            endps.push(self.labelend[bv]);
            v = self.endpoint[self.labelend[bv]];
            bv = self.inblossom[v];
        }
        path.push(bb);
        path.reverse();
        endps.reverse();
        endps.push(2 * k);
        while bw != bb {
            self.blossomparent[bw] = b;
            path.push(bw);
            endps.push(self.labelend[bw] ^ 1);
            w = self.endpoint[self.labelend[bw]];
            bw = self.inblossom[w];
        }
        debug_assert_eq!(self.label[bb], 1);
        self.label[b] = 1;
        self.labelend[b] = self.labelend[bb];
        self.dualvar[b] = 0;
        self.blossomchilds[b] = path.clone();
        self.blossomendps[b] = endps;
        for leaf in self.blossom_leaves(b) {
            if self.label[self.inblossom[leaf]] == 2 {
                // A former T vertex is now S: it may reach new vertices.
                self.queue.push(leaf);
            }
            self.inblossom[leaf] = b;
        }
        // The new blossom's least-slack edges to each other S blossom.
        let mut bestedgeto = vec![NONE; 2 * self.nvertex];
        for &sub in &path {
            let nblists: Vec<Vec<usize>> = match self.blossombestedges[sub].take() {
                Some(list) => vec![list],
                None => self
                    .blossom_leaves(sub)
                    .into_iter()
                    .map(|leaf| self.neighbend[leaf].iter().map(|p| p / 2).collect())
                    .collect(),
            };
            for nblist in nblists {
                for k in nblist {
                    // The end of edge k outside the new blossom (if either is).
                    let (i, mut j, _) = self.edges[k];
                    if self.inblossom[j] == b {
                        j = i;
                    }
                    let bj = self.inblossom[j];
                    if bj != b
                        && self.label[bj] == 1
                        && (bestedgeto[bj] == NONE || self.slack(k) < self.slack(bestedgeto[bj]))
                    {
                        bestedgeto[bj] = k;
                    }
                }
            }
            self.bestedge[sub] = NONE;
        }
        let best: Vec<usize> = bestedgeto.into_iter().filter(|&k| k != NONE).collect();
        self.bestedge[b] = NONE;
        for &k in &best {
            if self.bestedge[b] == NONE || self.slack(k) < self.slack(self.bestedge[b]) {
                self.bestedge[b] = k;
            }
        }
        self.blossombestedges[b] = Some(best);
    }

    /// Dissolves blossom `b` into its children: at the end of a stage (`endstage`, only
    /// S blossoms with zero dual), or as a T blossom whose dual fell to zero, relabelling
    /// the children on the alternating path through it.
    fn expand_blossom(&mut self, b: usize, endstage: bool) {
        for s in self.blossomchilds[b].clone() {
            self.blossomparent[s] = NONE;
            if s < self.nvertex {
                self.inblossom[s] = s;
            } else if endstage && self.dualvar[s] == 0 {
                self.expand_blossom(s, endstage);
            } else {
                for leaf in self.blossom_leaves(s) {
                    self.inblossom[leaf] = s;
                }
            }
        }
        if !endstage && self.label[b] == 2 {
            self.relabel_expanded_t_blossom(b);
        }
        self.label[b] = 0;
        self.labelend[b] = NONE;
        self.blossomchilds[b] = Vec::new();
        self.blossomendps[b] = Vec::new();
        self.blossombase[b] = NONE;
        self.blossombestedges[b] = None;
        self.bestedge[b] = NONE;
        self.unusedblossoms.push(b);
    }

    fn relabel_expanded_t_blossom(&mut self, b: usize) {
        let childs = self.blossomchilds[b].clone();
        let endps = self.blossomendps[b].clone();
        let len = childs.len() as i64;
        let entrychild = self.inblossom[self.endpoint[self.labelend[b] ^ 1]];
        let mut j = childs
            .iter()
            .position(|&c| c == entrychild)
            .expect("entry child") as i64;
        // Walk from the entry child to the base along the even-length side.
        let (jstep, endptrick): (i64, usize) = if j & 1 == 1 {
            j -= len;
            (1, 0)
        } else {
            (-1, 1)
        };
        let mut p = self.labelend[b];
        while j != 0 {
            // Relabel the T sub-blossom.
            self.label[self.endpoint[p ^ 1]] = 0;
            let q = at(&endps, j - endptrick as i64) ^ endptrick ^ 1;
            self.label[self.endpoint[q]] = 0;
            self.assign_label(self.endpoint[p ^ 1], 2, p);
            // Step to the next S sub-blossom and note its forward endpoint.
            self.allowedge[at(&endps, j - endptrick as i64) / 2] = true;
            j += jstep;
            p = at(&endps, j - endptrick as i64) ^ endptrick;
            // Step to the next T sub-blossom.
            self.allowedge[p / 2] = true;
            j += jstep;
        }
        // The base T sub-blossom: relabelled without stepping to its mate.
        let bv = at(&childs, j);
        let e = self.endpoint[p ^ 1];
        self.label[e] = 2;
        self.label[bv] = 2;
        self.labelend[e] = p;
        self.labelend[bv] = p;
        self.bestedge[bv] = NONE;
        // The rest, back to the entry child: sub-blossoms reached from outside keep a T.
        j += jstep;
        while at(&childs, j) != entrychild {
            let bv = at(&childs, j);
            if self.label[bv] == 1 {
                j += jstep;
                continue;
            }
            let labelled = self
                .blossom_leaves(bv)
                .into_iter()
                .find(|&v| self.label[v] != 0);
            if let Some(v) = labelled {
                debug_assert_eq!(self.label[v], 2);
                self.label[v] = 0;
                let mb = self.mate[self.blossombase[bv]];
                self.label[self.endpoint[mb]] = 0;
                self.assign_label(v, 2, self.labelend[v]);
            }
            j += jstep;
        }
    }

    /// Swaps matched and unmatched edges along the even path inside blossom `b` from
    /// vertex `v` to the base, so that `v` becomes the base.
    fn augment_blossom(&mut self, b: usize, v: usize) {
        let mut t = v;
        while self.blossomparent[t] != b {
            t = self.blossomparent[t];
        }
        if t >= self.nvertex {
            self.augment_blossom(t, v);
        }
        let len = self.blossomchilds[b].len() as i64;
        let i = self.blossomchilds[b]
            .iter()
            .position(|&c| c == t)
            .expect("child") as i64;
        let mut j = i;
        let (jstep, endptrick): (i64, usize) = if i & 1 == 1 {
            j -= len;
            (1, 0)
        } else {
            (-1, 1)
        };
        while j != 0 {
            j += jstep;
            let t = at(&self.blossomchilds[b], j);
            let p = at(&self.blossomendps[b], j - endptrick as i64) ^ endptrick;
            if t >= self.nvertex {
                self.augment_blossom(t, self.endpoint[p]);
            }
            j += jstep;
            let t = at(&self.blossomchilds[b], j);
            if t >= self.nvertex {
                self.augment_blossom(t, self.endpoint[p ^ 1]);
            }
            self.mate[self.endpoint[p]] = p ^ 1;
            self.mate[self.endpoint[p ^ 1]] = p;
        }
        self.blossomchilds[b].rotate_left(i as usize);
        self.blossomendps[b].rotate_left(i as usize);
        self.blossombase[b] = self.blossombase[self.blossomchilds[b][0]];
        debug_assert_eq!(self.blossombase[b], v);
    }

    /// Flips the augmenting path through edge `k` between two S vertices of different
    /// trees, back to both roots.
    fn augment_matching(&mut self, k: usize) {
        let (v, w, _) = self.edges[k];
        for (mut s, mut p) in [(v, 2 * k + 1), (w, 2 * k)] {
            loop {
                let bs = self.inblossom[s];
                debug_assert_eq!(self.label[bs], 1);
                if bs >= self.nvertex {
                    self.augment_blossom(bs, s);
                }
                self.mate[s] = p;
                if self.labelend[bs] == NONE {
                    break; // reached the root
                }
                let t = self.endpoint[self.labelend[bs]];
                let bt = self.inblossom[t];
                debug_assert_eq!(self.label[bt], 2);
                s = self.endpoint[self.labelend[bt]];
                let j = self.endpoint[self.labelend[bt] ^ 1];
                if bt >= self.nvertex {
                    self.augment_blossom(bt, j);
                }
                self.mate[j] = self.labelend[bt];
                p = self.labelend[bt] ^ 1;
            }
        }
    }

    /// Stages: each grows alternating trees from the free vertices and ends with one
    /// augmentation, or with no augmentation possible (then the matching is optimal).
    fn solve(&mut self) {
        for _ in 0..self.nvertex {
            self.label.fill(0);
            self.bestedge.fill(NONE);
            for b in self.nvertex..2 * self.nvertex {
                self.blossombestedges[b] = None;
            }
            self.allowedge.fill(false);
            self.queue.clear();
            for v in 0..self.nvertex {
                if self.mate[v] == NONE && self.label[self.inblossom[v]] == 0 {
                    self.assign_label(v, 1, NONE);
                }
            }
            if !self.stage() {
                break;
            }
            // End of stage: expand S blossoms whose dual is zero.
            for b in self.nvertex..2 * self.nvertex {
                if self.blossomparent[b] == NONE
                    && self.blossombase[b] != NONE
                    && self.label[b] == 1
                    && self.dualvar[b] == 0
                {
                    self.expand_blossom(b, true);
                }
            }
        }
    }

    /// One stage; true when it augmented the matching.
    fn stage(&mut self) -> bool {
        loop {
            if self.scan_queue() {
                return true;
            }
            match self.dual_step() {
                DualStep::Optimal => return false,
                DualStep::Continue => {}
            }
        }
    }

    /// Scans the S vertices in the queue over tight edges; true after an augmentation.
    fn scan_queue(&mut self) -> bool {
        while let Some(v) = self.queue.pop() {
            debug_assert_eq!(self.label[self.inblossom[v]], 1);
            for idx in 0..self.neighbend[v].len() {
                let p = self.neighbend[v][idx];
                let k = p / 2;
                let w = self.endpoint[p];
                if self.inblossom[v] == self.inblossom[w] {
                    continue; // an edge inside a blossom
                }
                let mut kslack = 0;
                if !self.allowedge[k] {
                    kslack = self.slack(k);
                    if kslack <= 0 {
                        self.allowedge[k] = true;
                    }
                }
                let bw = self.inblossom[w];
                if self.allowedge[k] {
                    if self.label[bw] == 0 {
                        self.assign_label(w, 2, p ^ 1);
                    } else if self.label[bw] == 1 {
                        let base = self.scan_blossom(v, w);
                        if base != NONE {
                            self.add_blossom(base, k);
                        } else {
                            self.augment_matching(k);
                            return true;
                        }
                    } else if self.label[w] == 0 {
                        // w is inside a T blossom but not yet reached: note how.
                        self.label[w] = 2;
                        self.labelend[w] = p ^ 1;
                    }
                } else if self.label[bw] == 1 {
                    let b = self.inblossom[v];
                    if self.bestedge[b] == NONE || kslack < self.slack(self.bestedge[b]) {
                        self.bestedge[b] = k;
                    }
                } else if self.label[w] == 0
                    && (self.bestedge[w] == NONE || kslack < self.slack(self.bestedge[w]))
                {
                    self.bestedge[w] = k;
                }
            }
        }
        false
    }

    /// No tight edge left to scan: changes the duals by the largest step that keeps
    /// them feasible, which makes a new edge tight, expands a T blossom, or proves
    /// the matching optimal (some S vertex's dual reaches zero).
    fn dual_step(&mut self) -> DualStep {
        let n = self.nvertex;
        // Delta 1: the least dual of a vertex (all S vertices' duals are equal minima).
        let mut deltatype = 1;
        let mut delta = *self.dualvar[..n].iter().min().expect("vertices");
        let mut deltaedge = NONE;
        let mut deltablossom = NONE;
        // Delta 2: an edge from an S vertex to a free one.
        for v in 0..n {
            if self.label[self.inblossom[v]] == 0 && self.bestedge[v] != NONE {
                let d = self.slack(self.bestedge[v]);
                if d < delta {
                    (delta, deltatype, deltaedge) = (d, 2, self.bestedge[v]);
                }
            }
        }
        // Delta 3: half the slack of an edge between two S blossoms.
        for b in 0..2 * n {
            if self.blossomparent[b] == NONE && self.label[b] == 1 && self.bestedge[b] != NONE {
                let kslack = self.slack(self.bestedge[b]);
                debug_assert_eq!(kslack % 2, 0);
                let d = kslack / 2;
                if d < delta {
                    (delta, deltatype, deltaedge) = (d, 3, self.bestedge[b]);
                }
            }
        }
        // Delta 4: the least dual of a T blossom.
        for b in n..2 * n {
            if self.blossombase[b] != NONE
                && self.blossomparent[b] == NONE
                && self.label[b] == 2
                && self.dualvar[b] < delta
            {
                (delta, deltatype, deltablossom) = (self.dualvar[b], 4, b);
            }
        }
        for v in 0..n {
            match self.label[self.inblossom[v]] {
                1 => self.dualvar[v] -= delta,
                2 => self.dualvar[v] += delta,
                _ => {}
            }
        }
        for b in n..2 * n {
            if self.blossombase[b] != NONE && self.blossomparent[b] == NONE {
                match self.label[b] {
                    1 => self.dualvar[b] += delta,
                    2 => self.dualvar[b] -= delta,
                    _ => {}
                }
            }
        }
        match deltatype {
            1 => return DualStep::Optimal,
            2 => {
                self.allowedge[deltaedge] = true;
                let (mut i, j, _) = self.edges[deltaedge];
                if self.label[self.inblossom[i]] == 0 {
                    i = j;
                }
                self.queue.push(i);
            }
            3 => {
                self.allowedge[deltaedge] = true;
                self.queue.push(self.edges[deltaedge].0);
            }
            _ => self.expand_blossom(deltablossom, false),
        }
        DualStep::Continue
    }
}

enum DualStep {
    Optimal,
    Continue,
}

#[cfg(test)]
mod tests;
